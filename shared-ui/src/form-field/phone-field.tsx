import { TextField, type TextFieldProps } from './text-field';

/** An account holder's own phone number, as the sign-up and profile forms ask for it. */
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type' | 'placeholder'>) {
  return (
    <TextField
      label="Phone number"
      type="tel"
      autoComplete="tel"
      placeholder="+2348012345678"
      {...props}
    />
  );
}
