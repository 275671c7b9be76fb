import { useSessionStore, GUEST_CREDENTIALS } from '@fees/shared-data';
import { TextField, type TextFieldProps } from '../../form-field/text-field';

export type AdminPasswordFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'hint'>;

/**
 * Says which password the box takes, since 'Admin password' names none the user ever chose: an
 * account's is the one it signs in with; the guest demo has none of its own, so it takes the demo's,
 * shown nowhere else but the login page (docs/auth.md#the-admin-password).
 */
const HINTS = {
  account: 'This is the password you sign in with.',
  guest: `In the guest demo the admin password is ${GUEST_CREDENTIALS.password}.`,
} as const;

/** The admin password box of every guarded dialog; spread `register('password')` into it. */
export function AdminPasswordField(props: AdminPasswordFieldProps) {
  const mode = useSessionStore((state) => state.mode);
  return (
    <TextField
      label="Password"
      type="password"
      autoComplete="current-password"
      hint={mode ? HINTS[mode] : undefined}
      {...props}
    />
  );
}
