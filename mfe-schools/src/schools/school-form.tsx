import {
  formResolver,
  GuardedSaveForm,
  SelectField,
  TextField,
  useGuardedSave,
} from '@fees/shared-ui';
import {
  SCHOOL_LEVELS,
  SCHOOL_LEVEL_LABELS,
  schoolSchema,
  type SchoolFormValues,
} from '@fees/shared-data';
import { useForm } from 'react-hook-form';

/** What the inputs hold: the level is '' until one is chosen. */
export type SchoolFormInput = { schoolName: string; schoolAddress: string; level: string };

export const EMPTY_SCHOOL_FORM: SchoolFormInput = { schoolName: '', schoolAddress: '', level: '' };

/** Stored 'Tetiary', read 'Tertiary' (ARCHITECTURE). */
const LEVEL_OPTIONS = SCHOOL_LEVELS.map((level) => ({
  value: level,
  label: SCHOOL_LEVEL_LABELS[level],
}));

const FIELD_NAMES = { name: 'schoolName', address: 'schoolAddress', level: 'level' } as const;

export type SchoolFormProps = {
  /** 'create' registers a school; 'edit' offers Save only once a value differs. */
  mode: 'create' | 'edit';
  initialValues?: SchoolFormInput;
  /** Called with the valid values and the admin password; rejects with the data layer's error. */
  onSave: (values: SchoolFormValues, password: string) => Promise<void>;
};

/** Name, address and level (SPEC §5), then the admin password (SPEC §4). */
export function SchoolForm({ mode, initialValues = EMPTY_SCHOOL_FORM, onSave }: SchoolFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<SchoolFormInput, unknown, SchoolFormValues>({
    resolver: formResolver<SchoolFormInput, SchoolFormValues>(schoolSchema),
    defaultValues: initialValues,
  });
  const guard = useGuardedSave({
    save: onSave,
    resource: 'school',
    fieldNames: FIELD_NAMES,
    setError,
  });
  return (
    <GuardedSaveForm
      mode={mode}
      resource="school"
      guard={guard}
      isDirty={isDirty}
      onSubmit={handleSubmit(guard.request)}
    >
      <TextField
        label="School name"
        autoComplete="organization"
        error={errors.schoolName?.message}
        {...register('schoolName')}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        error={errors.schoolAddress?.message}
        {...register('schoolAddress')}
      />
      <SelectField
        label="Level"
        placeholder="Select level"
        options={LEVEL_OPTIONS}
        error={errors.level?.message}
        {...register('level')}
      />
    </GuardedSaveForm>
  );
}
