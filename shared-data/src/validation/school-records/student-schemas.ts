import { array, object, string, type InferType, type ISchema } from 'yup';
import { LIMITS } from '../../constants/limits';
import { SEXES } from '../../constants/school-records/sexes';
import { optionalEmailRule } from '../accounts/email-rules';
import { adminPasswordRule } from '../accounts/password-schemas';
import { isRecordId } from '../rules/record-id';
import { bodyObject, idRule, numeric, text, type RuleMode } from '../rules/rule-builders';

const { studentAge, studentPhone, discount, classroomName, studentName } = LIMITS;
/** The stored full name joins last and first name with one space. */
const fullnameMax = studentName.max * 2 + 1;
const nameTooShort = `Name must be at least ${studentName.min} characters`;

/** Register and edit alike take names of three letters, such as 'Obi' (docs/students.md#names). */
function nameRule(requiredMessage: string) {
  return text('form')
    .required(requiredMessage)
    .min(studentName.min, nameTooShort)
    .max(studentName.max, `Name must not exceed ${studentName.max} characters`);
}

function ageRule(mode: RuleMode) {
  return numeric(mode, 'Age is required')
    .required('Age is required')
    .integer('Age must be a whole number')
    .min(studentAge.min, `Minimum of ${studentAge.min}`)
    .max(studentAge.max, `Maximum of ${studentAge.max}`);
}

/** The form's empty choice fails the list check first, so it carries the required message. */
function sexRule(mode: RuleMode) {
  const outside = mode === 'form' ? 'Sex is required' : `Sex must be ${SEXES.join(' or ')}`;
  return text(mode).required('Sex is required').oneOf(SEXES, outside);
}

/** The parent's phone, a student's or their family's (docs/families.md). */
export function parentPhoneRule(mode: RuleMode) {
  return text(mode)
    .required('Phone number is required')
    .min(studentPhone.min, 'Phone number must be 11 characters')
    .max(studentPhone.max, `Phone number must not exceed ${studentPhone.max} characters`);
}

/** A percentage off the class fee (docs/students.md); an empty box means no discount. */
function discountRule(mode: RuleMode) {
  const outside = `Discount must be between ${discount.min} and ${discount.max}`;
  const base =
    mode === 'form'
      ? numeric(mode, 'Discount must be a number').transform((value: number, original: unknown) =>
          original === '' || Number.isNaN(value) ? undefined : value,
        )
      : numeric(mode, 'Discount must be a number');
  return base
    .default(0)
    .min(discount.min, outside)
    .max(discount.max, outside)
    .test(
      'finite',
      'Discount must be a number',
      (value) => value === undefined || Number.isFinite(value),
    );
}

/** The fields a form and a body share, by their API names, each checked with the same rule. */
function studentFields(mode: RuleMode) {
  return {
    age: ageRule(mode),
    sex: sexRule(mode),
    phoneNo: parentPhoneRule(mode),
    discount: discountRule(mode),
    /** Where pay links and reminders go (docs/pay-links.md); '' or missing when unknown. */
    parentEmail: optionalEmailRule(mode),
  };
}

/** Register and edit share one form: the two names the body joins into `fullname`, a classroom _id. */
export const studentFormSchema = object({
  firstName: nameRule('Fistname is required'),
  lastName: nameRule('Lastname is required'),
  ...studentFields('form'),
  classroom: text('form')
    .required('Classroom is required')
    .min(classroomName.min, `Minimum of ${classroomName.min} characters`)
    .max(LIMITS.classroomName.max, `Maximum of ${LIMITS.classroomName.max} characters`),
  /** The optional fee items ticked; the form keeps only the chosen class's. */
  optionalItems: array(string().required()).default([]),
  /** The family the student is in, or '' (docs/families.md). */
  familyId: string().default(''),
  /** A sibling picked to join, whose family the student joins; '' when none was picked. */
  siblingOf: string().default(''),
});
export type StudentFormValues = InferType<typeof studentFormSchema>;

/** What a student record takes from its caller; bodies add the password (and school). */
const studentFieldsShape = {
  fullname: text('body')
    .required('Full name is required')
    .min(studentName.min, nameTooShort)
    .max(fullnameMax, `Name must not exceed ${fullnameMax} characters`),
  ...studentFields('body'),
  /** The classroom's _id; the server stores its name beside it. */
  classroom: idRule('Classroom is required'),
  /**
   * The class's optional fee items the student takes (docs/terms.md#charges). Left out, a new
   * student takes none and an edited one keeps their choices.
   */
  optionalItems: array(idRule('Invalid id'))
    .strict()
    .typeError('optionalItems must be a list')
    .max(LIMITS.feeItemsMax, `A class has at most ${LIMITS.feeItemsMax} fee items`)
    .optional(),
};

/** An id that may be '' (no record), as `familyId` leaves a family. */
function optionalIdRule() {
  return text('body')
    .test('id', 'Invalid id', (value) => value === undefined || value === '' || isRecordId(value))
    .optional();
}

/**
 * A student's family (docs/families.md): `familyId` joins that family, '' leaves any; `siblingOf`
 * joins that student's family, founding one from their parent's details if they have none. Left
 * out, an edit keeps the student's family and a new student is in none.
 */
const familyShape = { familyId: optionalIdRule(), siblingOf: optionalIdRule() };

const studentBodyShape = {
  ...studentFieldsShape,
  ...familyShape,
  password: adminPasswordRule('body'),
};

export const studentCreateBodySchema = bodyObject({
  ...studentBodyShape,
  schoolId: idRule('School is required'),
});
export type StudentCreateBody = InferType<typeof studentCreateBodySchema>;

/** A student changes classroom within the school, never school, so an edit has no schoolId. */
export const studentUpdateBodySchema = bodyObject(studentBodyShape);
export type StudentUpdateBody = InferType<typeof studentUpdateBodySchema>;

/**
 * One row of an imported file: a register body without the password, school and family, which a
 * file names by the parent's phone (docs/families.md#import).
 */
export type StudentImportRow = Omit<
  StudentCreateBody,
  'password' | 'schoolId' | 'familyId' | 'siblingOf'
>;

const importRowsMax = LIMITS.importRowsMax;

/** One row of an imported file, checked on its own so a server can check a file a slice at a time. */
export const studentImportRowSchema = bodyObject(studentFieldsShape);

function importRowsRule() {
  return array()
    .strict()
    .typeError('Students must be a list')
    .required('Students are required')
    .min(1, 'The file has no students')
    .max(importRowsMax, `A file can hold at most ${importRowsMax} students`);
}

function importBody<S extends ISchema<unknown>>(students: S) {
  return bodyObject({
    schoolId: idRule('School is required'),
    students,
    password: adminPasswordRule('body'),
  });
}

/** A file without its rows: the school, the password and how many rows, all cheap to check. */
export const studentImportFileSchema = importBody(importRowsRule());
export type StudentImportFile = InferType<typeof studentImportFileSchema>;

/** A whole file at once: every row is checked, and one admin password covers the file. */
export const studentImportBodySchema = importBody(importRowsRule().of(studentImportRowSchema));
export type StudentImportBody = InferType<typeof studentImportBodySchema>;
