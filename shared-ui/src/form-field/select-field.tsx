import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { classNames } from '../class-names/class-names';
import { FormField } from './form-field';
import { splitFieldProps } from './split-field-props';
import styles from './form-field.module.css';

export type SelectOption = {
  value: string;
  label: string;
};

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select level'. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select; spread react-hook-form's `register('name')` into it. */
export function SelectField(props: SelectFieldProps) {
  const [frame, { options, placeholder, ref, ...rest }] = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <select
          ref={ref}
          className={classNames(styles.control, styles.select)}
          {...rest}
          {...control}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
