import {
  DecimalField,
  FieldGrid,
  GuardedSaveForm,
  SelectField,
  TextField,
  useGuardedForm,
} from '@fees/shared-ui';
import {
  SEXES,
  expectedFee,
  formatMoney,
  studentEditSchema,
  studentRegisterSchema,
  type Classroom,
  type StudentFormValues,
} from '@fees/shared-data';
import { useWatch } from 'react-hook-form';

/** What the inputs hold: numbers are the boxes' text until the schema reads them. */
export type StudentFormInput = {
  firstName: string;
  lastName: string;
  age: string;
  sex: string;
  phoneNo: string;
  parentEmail: string;
  discount: string;
  /** The classroom's _id. */
  classroom: string;
};

export const EMPTY_STUDENT_FORM: StudentFormInput = {
  firstName: '',
  lastName: '',
  age: '',
  sex: '',
  phoneNo: '',
  parentEmail: '',
  discount: '0',
  classroom: '',
};

const FIELD_NAMES = Object.keys(EMPTY_STUDENT_FORM) as (keyof StudentFormInput)[];

/** The body's full name is the form's two boxes; a refusal of it shows under the last name. */
const FIELD_ALIASES = { fullname: 'lastName' } as const;

export type StudentFormProps = {
  /** 'create' registers a student; 'edit' offers Save and Reset once a value differs. */
  mode: 'create' | 'edit';
  initialValues?: StudentFormInput;
  /** The school's classrooms, for the dropdown and the expected fee. */
  classrooms: readonly Classroom[];
  /** Called with the valid values and the admin password; rejects with the data layer's error. */
  onSave: (values: StudentFormValues, password: string) => Promise<void>;
};

/**
 * The student's names, age, sex, parent's phone and e-mail, discount and classroom, with the rules and
 * messages of the register and edit forms (edit asks for 5-letter names), then the admin password.
 */
export function StudentForm({
  mode,
  initialValues = EMPTY_STUDENT_FORM,
  classrooms,
  onSave,
}: StudentFormProps) {
  const { form, field, formProps } = useGuardedForm<StudentFormInput, StudentFormValues>({
    mode,
    schema: mode === 'create' ? studentRegisterSchema : studentEditSchema,
    defaultValues: initialValues,
    save: onSave,
    resource: 'student',
    names: FIELD_NAMES,
    aliases: FIELD_ALIASES,
  });
  const [classroomId, discount] = useWatch({
    control: form.control,
    name: ['classroom', 'discount'],
  });
  const room = classrooms.find((item) => item._id === classroomId);
  const percent = discount === '' ? 0 : Number(discount);
  const expected =
    room && Number.isFinite(percent) && percent >= 0 && percent <= 100
      ? `Fees expected: ${formatMoney(expectedFee(room.classFees, percent))} of ${formatMoney(room.classFees)}`
      : undefined;

  return (
    <GuardedSaveForm {...formProps} resettable>
      <FieldGrid>
        <TextField label="First name" autoComplete="off" {...field('firstName')} />
        <TextField label="Last name" autoComplete="off" {...field('lastName')} />
        <TextField
          label="Age"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...field('age')}
        />
        <SelectField
          label="Sex"
          placeholder="Select sex"
          options={SEXES.map((sex) => ({ value: sex, label: sex }))}
          {...field('sex')}
        />
        <TextField
          label="Parent phone number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...field('phoneNo')}
        />
        <TextField
          label="Parent e-mail (optional)"
          type="email"
          inputMode="email"
          autoComplete="off"
          hint="Pay links and reminders go here."
          {...field('parentEmail')}
        />
        <DecimalField label="Discount (%)" max={100} {...field('discount')} />
      </FieldGrid>
      <SelectField
        label="Classroom"
        placeholder="Select classroom"
        options={classrooms.map((item) => ({
          value: item._id,
          label: `${item.name} (${formatMoney(item.classFees)})`,
        }))}
        hint={expected}
        {...field('classroom')}
      />
    </GuardedSaveForm>
  );
}
