import { useSessionStore } from '@fees/shared-data';
import { GUEST_CREDENTIALS } from '@fees/shared-data/core';
import { TextField, type TextFieldProps } from '../form-field/text-field';

export type AdminPasswordFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'hint'>;

/**
 * The admin password box of every guarded dialog; spread `register('password')` into it. The guest
 * demo has no account password of its own, so the box says which one it takes, since it is shown
 * nowhere else but the login page.
 */
export function AdminPasswordField(props: AdminPasswordFieldProps) {
  const guest = useSessionStore((state) => state.mode === 'guest');
  return (
    <TextField
      label="Password"
      type="password"
      autoComplete="current-password"
      hint={
        guest ? `In the guest demo the admin password is ${GUEST_CREDENTIALS.password}.` : undefined
      }
      {...props}
    />
  );
}
