import { TextField } from '@fees/shared-ui';
import { DecimalField, GuardedSaveForm, SelectField, useGuardedForm } from '@fees/shared-ui/pages';
import { classroomSchema, type ClassroomFormValues } from '@fees/shared-data/core';
import { useWatch } from 'react-hook-form';

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
  const { form, field, formProps } = useGuardedForm<ClassroomFormInput, ClassroomFormValues>({
    mode,
    schema: classroomSchema,
    defaultValues: initialValues,
    save: onSave,
    resource: 'classroom',
    names: FIELD_NAMES,
  });
  const {
    setValue,
    control,
    formState: { isSubmitted },
  } = form;
  const name = useWatch({ control, name: 'name' });
  // Stored names keep their case ('KG1'); the presets are lowercased ('kg1').
  const preset = presets.find((option) => option === name.toLowerCase()) ?? '';

  return (
    <GuardedSaveForm {...formProps} resettable>
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
      <TextField label="Class name" {...field('name')} />
      <TextField label="Class teacher" autoComplete="name" {...field('classTeacher')} />
      <DecimalField label="Fees per child (NGN)" {...field('classFees')} />
    </GuardedSaveForm>
  );
}
