import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from './form-field';
import styles from './form-field.module.css';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input; spread react-hook-form's `register('name')` into it. */
export function TextField({ label, error, hint, id, className, ref, ...rest }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input ref={ref} className={styles.control} {...rest} {...control} />}
    </FormField>
  );
}
