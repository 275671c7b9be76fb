import {
  Button,
  formResolver,
  GuardedSaveForm,
  SelectField,
  TextField,
  useGuardedSave,
  DecimalField,
  fieldBinder,
} from '@fees/shared-ui';
import { classroomSchema, type ClassroomFormValues } from '@fees/shared-data';
import { useForm, useWatch } from 'react-hook-form';

/** What the inputs hold: the fee is the number box's text until the schema reads it. */
export type ClassroomFormInput = { name: string; classTeacher: string; classFees: string };

export const EMPTY_CLASSROOM_FORM: ClassroomFormInput = {
  name: '',
  classTeacher: '',
  classFees: '',
};

const FIELD_NAMES = ['name', 'classTeacher', 'classFees'] as const;

export type ClassroomFormProps = {
  /** 'create' registers a classroom; 'edit' offers Save and Reset once a value differs. */
  mode: 'create' | 'edit';
  initialValues?: ClassroomFormInput;
  /** The preset class names for the school's level, lowercased (shared-data presetClassOptions). */
  presets: readonly string[];
  /** The school's level in words, for the preset hint, e.g. 'Primary'. */
  levelLabel?: string;
  /** Called with the valid values and the admin password; rejects with the data layer's error. */
  onSave: (values: ClassroomFormValues, password: string) => Promise<void>;
};

/**
 * A preset class (options follow the school's level) or a free-text name, the class teacher and
 * the fee per child, then the admin password that every write asks for.
 */
export function ClassroomForm({
  mode,
  initialValues = EMPTY_CLASSROOM_FORM,
  presets,
  levelLabel,
  onSave,
}: ClassroomFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<ClassroomFormInput, unknown, ClassroomFormValues>({
    resolver: formResolver<ClassroomFormInput, ClassroomFormValues>(classroomSchema),
    defaultValues: initialValues,
  });
  const field = fieldBinder(register, errors);
  const guard = useGuardedSave({
    save: onSave,
    resource: 'classroom',
    names: FIELD_NAMES,
    setError,
  });
  const name = useWatch({ control, name: 'name' });
  // Stored names keep their case ('KG1'); the presets are lowercased ('kg1').
  const preset = presets.find((option) => option === name.toLowerCase()) ?? '';

  return (
    <GuardedSaveForm
      mode={mode}
      resource="classroom"
      guard={guard}
      isDirty={isDirty}
      onSubmit={handleSubmit(guard.request)}
      moreActions={
        mode === 'create' ? null : (
          <Button
            variant="light"
            width="auto"
            icon={null}
            disabled={!isDirty || guard.busy}
            onClick={() => {
              reset();
              guard.clearFormError();
            }}
          >
            Reset
          </Button>
        )
      }
    >
      {presets.length > 0 ? (
        <SelectField
          label="Preset class"
          placeholder="None: type the name below"
          hint={levelLabel ? `Classes of a ${levelLabel} school` : undefined}
          options={presets.map((option) => ({ value: option, label: option }))}
          value={preset}
          onChange={(event) =>
            setValue('name', event.target.value, {
              shouldDirty: true,
              shouldValidate: isSubmitted,
            })
          }
        />
      ) : null}
      <TextField label="Class name" error={errors.name?.message} {...register('name')} />
      <TextField label="Class teacher" autoComplete="name" {...field('classTeacher')} />
      <DecimalField label="Fees per child (NGN)" {...field('classFees')} />
    </GuardedSaveForm>
  );
}
