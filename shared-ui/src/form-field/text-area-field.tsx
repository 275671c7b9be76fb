import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { classNames } from '../class-names/class-names';
import { FormField } from './form-field';
import { splitFieldProps } from './split-field-props';
import styles from './form-field.module.css';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea; spread react-hook-form's `register('name')` into it. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, { ref, ...rest }] = splitFieldProps(props);
  return (
    <FormField {...frame}>
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
