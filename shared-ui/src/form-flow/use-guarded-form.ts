import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { fieldBinder } from '../form-field/field-binder';
import { formResolver } from '../form-field/form-resolver';
import type { GuardedSaveFormProps } from './guarded-save-form';
import { useGuardedSave, type GuardedSaveOptions } from './use-guarded-save';

export type GuardedFormOptions<Input extends FieldValues, Values extends FieldValues> = Omit<
  GuardedSaveOptions<Input, Values>,
  'setError'
> & {
  /** 'create' registers a record; 'edit' offers Save (and Reset) once a value differs. */
  mode: GuardedSaveFormProps['mode'];
  /** Reads the inputs' text into the values `save` is called with. */
  schema: ObjectSchema<Values>;
  defaultValues: Input;
};

/**
 * A create/edit form of the dashboard in one call: react-hook-form with the schema, the field
 * binder, and the admin-password flow of `useGuardedSave`. `formProps` is what `GuardedSaveForm`
 * needs; `form` is react-hook-form's, for fields that are more than a bound box.
 */
export function useGuardedForm<Input extends FieldValues, Values extends FieldValues>({
  mode,
  schema,
  defaultValues,
  ...options
}: GuardedFormOptions<Input, Values>) {
  const form = useForm<Input, unknown, Values>({
    resolver: formResolver<Input, Values>(schema),
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = form;
  const guard = useGuardedSave({ ...options, setError });
  return {
    form,
    guard,
    field: fieldBinder(register, errors),
    formProps: {
      mode,
      resource: options.resource,
      guard,
      isDirty,
      onSubmit: handleSubmit(guard.request),
      onReset: () => {
        reset();
        guard.clearFormError();
      },
    },
  };
}
