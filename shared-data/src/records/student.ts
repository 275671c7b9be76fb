import { array, object } from 'yup';
import { ENROLMENTS } from '../constants/school-records/enrolments';
import { SEXES } from '../constants/school-records/sexes';
import type { Sex } from '../types/student';
import { dueFields } from './due-fields';
import { field, recordShape } from './record-shape';

const at = () => field.text().meta({ jsonSchema: { format: 'date-time' } });

/**
 * A bursar's edit that lowers what a student owes, waiting for the owner
 * (docs/students.md#edits-that-lower-charges): who asked and when, what it changes, and the balance
 * before and after it as it stood when asked. Nothing of it applies until the owner approves.
 */
const changeRequest = () =>
  object({
    by: field.text(),
    at: at(),
    changes: field.text().meta({
      jsonSchema: { description: "What the edit changes: 'Discount 0% → 100%'" },
    }),
    before: field.amount().meta({ jsonSchema: { description: 'The balance when asked, naira' } }),
    after: field.amount().meta({
      jsonSchema: { description: 'The balance the edit would leave, naira' },
    }),
  })
    .nullable()
    .defined();

/** The owner's last refusal of such an edit, so whoever asked sees why it did not apply. */
const changeDeclined = () =>
  object({ by: field.text(), reason: field.text(), at: at(), changes: field.text() })
    .nullable()
    .defined();

/** A student as the API answers and the guest source stores it. Amounts are naira. */
export const studentRecord = recordShape({
  /** Last name then first name, one order everywhere (docs/students.md). */
  fullname: field.text(),
  /**
   * The API answers with the classroom's name under `classroom` but takes its _id there in a body
   * and a list filter; records and stored guest data keep the name, so the id has its own field.
   */
  classroom: field.text().meta({ jsonSchema: { description: "The classroom's name" } }),
  /** So lists filter by id and a renamed class stays linked. */
  classroomId: field.text(),
  age: field.whole(),
  sex: field.text().oneOf<Sex>(SEXES),
  /** Percentage 0–100 off the class fee. */
  discount: field.amount(),
  /** The parent's phone number. */
  phoneNo: field.text(),
  /** Where pay links and reminders go. */
  parentEmail: field.text().meta({ jsonSchema: { description: "'' when unknown" } }),
  /** Counted payments of the current term. */
  totalPaidFees: field.amount(),
  /**
   * broughtForward plus this term's charges: the class fee less the discount, and the class's
   * required fee items and the optional ones this student takes (docs/terms.md).
   */
  totalFeesExpected: field.amount(),
  broughtForward: field.amount().meta({
    jsonSchema: { description: 'Charges of closed terms less their payments; negative: credit' },
  }),
  balance: field.amount().meta({
    jsonSchema: { description: 'totalFeesExpected − totalPaidFees; negative: credit' },
  }),
  ...dueFields('What the payment plan asks to be paid by today'),
  optionalItems: array(field.text())
    .defined()
    .meta({
      jsonSchema: { description: "The current term's optional fee items taken, by _id" },
    }),
  /** The family the student is in (docs/families.md). */
  familyId: field.text().meta({ jsonSchema: { description: "'' when in no family" } }),
  /** 'left' once a new session moved the student out of the school (docs/terms.md#next-term). */
  enrolment: field.text().oneOf(ENROLMENTS),
  schoolId: field.text(),
  /** A bursar's edit waiting for the owner; null when none waits. */
  changeRequest: changeRequest(),
  changeDeclined: changeDeclined(),
});
