import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from './form-field';
import { splitFieldProps } from './split-field-props';
import styles from './form-field.module.css';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input; spread react-hook-form's `register('name')` into it. */
export function TextField(props: TextFieldProps) {
  const [frame, { ref, ...rest }] = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(control) => <input ref={ref} className={styles.control} {...rest} {...control} />}
    </FormField>
  );
}
