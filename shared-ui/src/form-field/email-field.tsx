import { TextField, type TextFieldProps } from './text-field';

/** An account's e-mail box, as the sign-in, sign-up, reset and verify forms ask for it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'inputMode'>) {
  return <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...props} />;
}
