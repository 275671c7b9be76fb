import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { classNames } from '../class-names/class-names';
import { FormField } from './form-field';
import styles from './form-field.module.css';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea; spread react-hook-form's `register('name')` into it. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          className={classNames(styles.control, styles.textarea)}
          {...rest}
          {...control}
        />
      )}
    </FormField>
  );
}
