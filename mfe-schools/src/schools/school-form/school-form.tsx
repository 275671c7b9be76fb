import { TextField } from '@fees/shared-ui';
import { GuardedSaveForm, SelectField, useGuardedForm } from '@fees/shared-ui/pages';
import {
  SCHOOL_LEVELS,
  SCHOOL_LEVEL_LABELS,
  schoolSchema,
  type SchoolFormValues,
} from '@fees/shared-data/core';

/** What the inputs hold: the level is '' until one is chosen. */
export type SchoolFormInput = { name: string; address: string; level: string };

export const EMPTY_SCHOOL_FORM: SchoolFormInput = { name: '', address: '', level: '' };

/** Stored 'Tetiary', read 'Tertiary' (docs/product-rules.md). */
const LEVEL_OPTIONS = SCHOOL_LEVELS.map((level) => ({
  value: level,
  label: SCHOOL_LEVEL_LABELS[level],
}));

const FIELD_NAMES = ['name', 'address', 'level'] as const;

export type SchoolFormProps = {
  /** 'create' registers a school; 'edit' offers Save only once a value differs. */
  mode: 'create' | 'edit';
  initialValues?: SchoolFormInput;
  /** Called with the valid values and the admin password; rejects with the data layer's error. */
  onSave: (values: SchoolFormValues, password: string) => Promise<void>;
};

/** Name, address and level, then the admin password that every write asks for. */
export function SchoolForm({ mode, initialValues = EMPTY_SCHOOL_FORM, onSave }: SchoolFormProps) {
  const { field, formProps } = useGuardedForm<SchoolFormInput, SchoolFormValues>({
    mode,
    schema: schoolSchema,
    defaultValues: initialValues,
    save: onSave,
    resource: 'school',
    names: FIELD_NAMES,
  });
  return (
    <GuardedSaveForm {...formProps}>
      <TextField label="School name" autoComplete="organization" {...field('name')} />
      <TextField label="Address" autoComplete="street-address" {...field('address')} />
      <SelectField
        label="Level"
        placeholder="Select level"
        options={LEVEL_OPTIONS}
        {...field('level')}
      />
    </GuardedSaveForm>
  );
}
