import { TextField, type TextFieldProps } from './text-field';

/** A box for a password being chosen, so the browser offers to generate and save it. */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  return <TextField type="password" autoComplete="new-password" {...props} />;
}
