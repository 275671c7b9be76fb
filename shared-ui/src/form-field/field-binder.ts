import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * Binds a react-hook-form form to the dashboard's field components, so each field states only its
 * label and its own attributes: `{...field('email')}` registers the field and hands it its message
 * (which the field components tie to the control with aria-invalid and aria-describedby). Given
 * `readOnly`, every bound field is read-only while a call runs, keeping what was typed in view.
 */
export function fieldBinder<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  readOnly?: boolean,
) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
    ...(readOnly === undefined ? {} : { readOnly }),
  });
}
