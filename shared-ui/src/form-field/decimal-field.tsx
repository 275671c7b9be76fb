import { TextField, type TextFieldProps } from './text-field';

export type DecimalFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'step'>;

/**
 * A number box for naira or a percentage: decimals allowed, the phone's decimal keypad, never
 * below `min` (0 unless given). The form's schema still has the last word on the value.
 */
export function DecimalField({ min = 0, ...props }: DecimalFieldProps) {
  return <TextField type="number" inputMode="decimal" min={min} step="any" {...props} />;
}
