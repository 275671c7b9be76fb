import type { FormFieldProps } from './form-field';

/** What a field's frame shows around its control: the label, hint and error, and where. */
export type FieldFrameProps = Pick<FormFieldProps, 'label' | 'error' | 'hint' | 'id' | 'className'>;

/**
 * Splits a field's props into the frame's (for `FormField`) and the control's (for the native
 * element), so TextField, SelectField and TextAreaField stay alike without repeating the list.
 */
export function splitFieldProps<Props extends FieldFrameProps>({
  label,
  error,
  hint,
  id,
  className,
  ...control
}: Props) {
  const frame: FieldFrameProps = { label, error, hint, id, className };
  return [frame, control] as const;
}
