import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './form-field.module.css';

/** What `FormField` hands its control so the label, hint and error are wired to it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FormFieldProps = {
  label: ReactNode;
  /** The field's message (react-hook-form's `errors.x?.message`), shown under it. */
  error?: string;
  hint?: ReactNode;
  /** Keeps the label for screen readers only, where the control explains itself (a search box). */
  hideLabel?: boolean;
  /** The control's id; generated when left out. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * Label, control, hint and error in the dashboard's one field layout. The error sets
 * aria-invalid and is tied to the control with aria-describedby, so it is read on focus.
 */
export function FormField({
  label,
  error,
  hint,
  hideLabel = false,
  id,
  className,
  children,
}: FormFieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const labelElement = (
    <label htmlFor={controlId} className={styles.label}>
      {label}
    </label>
  );

  return (
    <div className={classNames(styles.field, className)}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
