import { FieldGrid, TextField } from '@fees/shared-ui';
import { DecimalField, GuardedSaveForm, SelectField, useGuardedForm } from '@fees/shared-ui/pages';
import {
  feeItemsQueryOptions,
  formatMoney,
  lateFeesQueryOptions,
  schoolQueryOptions,
} from '@fees/shared-data';
import {
  lateFeesKobo,
  SEXES,
  studentFormSchema,
  termChargesKobo,
  toKobo,
  toNaira,
  type Classroom,
  type FeeItem,
  type StudentFormValues,
} from '@fees/shared-data/core';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FamilyChoice } from './family-choice';
import { FeeItemsChoice } from './fee-items-choice';
import { ParentContactFields } from './parent-contact-fields';

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
  /** The ids of the class's optional fee items the student takes. */
  optionalItems: string[];
  /** The family the student is in, or '' (docs/families.md). */
  familyId: string;
  /** A sibling picked on the form, whose family the student joins. */
  siblingOf: string;
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
  optionalItems: [],
  familyId: '',
  siblingOf: '',
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
  /** The student's school, whose students and families 'Family' offers. */
  schoolId: string;
  /** The student edited, who cannot be their own sibling. */
  studentId?: string;
  /** Called with the valid values and the admin password; rejects with the data layer's error. */
  onSave: (values: StudentFormValues, password: string) => Promise<void>;
};

/**
 * The student's names, age, sex, parent's phone and e-mail, discount, family, classroom and the
 * class's optional fee items they take, with the one set of rules and messages register and edit share,
 * then the admin password.
 */
export function StudentForm({
  mode,
  initialValues = EMPTY_STUDENT_FORM,
  classrooms,
  schoolId,
  studentId,
  onSave,
}: StudentFormProps) {
  const { form, field, formProps } = useGuardedForm<StudentFormInput, StudentFormValues>({
    mode,
    schema: studentFormSchema,
    defaultValues: initialValues,
    // A class change drops the choices of the old class's items.
    save: (values: StudentFormValues, password: string): Promise<void> =>
      onSave(
        {
          ...values,
          optionalItems: values.optionalItems.filter((id) =>
            items.some((item) => item._id === id && item.optional),
          ),
        },
        password,
      ),
    resource: 'student',
    names: FIELD_NAMES,
    aliases: FIELD_ALIASES,
  });
  const [classroomId, discount, optionalItems, familyId, siblingOf]: [
    string,
    string,
    string[],
    string,
    string,
  ] = useWatch({
    control: form.control,
    name: ['classroom', 'discount', 'optionalItems', 'familyId', 'siblingOf'],
  });
  // A child of a family has the family's parent details (docs/families.md): edited on its page.
  const fromFamily = familyId !== '' || siblingOf !== '';
  const room: Classroom | undefined = classrooms.find((item) => item._id === classroomId);
  const feeItems = useQuery({
    ...feeItemsQueryOptions(classroomId),
    enabled: room !== undefined,
  });
  const items: readonly FeeItem[] = room ? (feeItems.data ?? []) : [];
  const percent = discount === '' ? 0 : Number(discount);
  // A student's late fees stay this term's charges whatever the form changes
  // (docs/due-dates.md#late-fee); one being registered has none.
  const lateFees = (
    useQuery({ ...lateFeesQueryOptions(studentId ?? ''), enabled: studentId !== undefined }).data ??
    []
  ).map((fee) => ({ ...fee, amountKobo: toKobo(fee.amount) }));
  const lateKobo = lateFeesKobo(lateFees);
  const charges = () =>
    termChargesKobo({
      classFeesKobo: toKobo(room!.classFees),
      discount: percent,
      items: items.map((item) => ({ ...item, amountKobo: toKobo(item.amount) })),
      optionalItems,
      lateFees,
    });
  // Which child of the family a student is depends on every child, so the save works it out.
  const rule = useQuery(schoolQueryOptions(schoolId)).data?.siblingDiscount;
  const beforeSibling =
    fromFamily && rule && (rule.second > 0 || rule.later > 0)
      ? ', before any sibling discount'
      : '';
  const expected =
    room && Number.isFinite(percent) && percent >= 0 && percent <= 100
      ? `This term's charges: ${formatMoney(toNaira(charges()))} (class fee ${formatMoney(room.classFees)}${lateKobo > 0 ? `, late fees ${formatMoney(toNaira(lateKobo))}` : ''})${beforeSibling}`
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
        <ParentContactFields field={field} holder={fromFamily ? 'child-of-family' : 'student'} />
        <DecimalField label="Discount (%)" max={100} {...field('discount')} />
      </FieldGrid>
      <FamilyChoice form={form} schoolId={schoolId} studentId={studentId} />
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
      <FeeItemsChoice items={items} control={form.control} />
    </GuardedSaveForm>
  );
}
