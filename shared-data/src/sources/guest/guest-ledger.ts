import { schoolToday } from '../../format/dates';
import { toKobo } from '../../format/money/money';
import { chargeLines, type ChargeLine } from '../../ledger/charges/charges';
import { familyDiscounts } from '../../ledger/charges/sibling-discount';
import { firstTerm, termOfDay } from '../../ledger/terms';
import type { School } from '../../types/school';
import type { Student } from '../../types/student';
import type { Term } from '../../types/term';
import type { GuestData, GuestFeeItem, GuestLateFee, GuestTermCharges } from '../guest-storage';

/** The ledger's part of the guest data, with what it is read against. */
type LedgerData = Pick<
  GuestData,
  'schools' | 'classrooms' | 'students' | 'terms' | 'feeItems' | 'termCharges' | 'lateFees'
>;

/**
 * Every family child's sibling discount this term, by student id, by their school's rule
 * (docs/families.md#sibling-discount): the enrolled children of a family are counted in order.
 */
export function siblingDiscountsOf(
  data: Pick<GuestData, 'schools' | 'classrooms' | 'students'>,
): Map<string, number> {
  const classNames = new Map(data.classrooms.map((room) => [room._id, room.name]));
  const discounts = new Map<string, number>();
  for (const school of data.schools) {
    const children = data.students
      .filter((one) => one.schoolId === school._id && one.familyId && one.enrolment === 'enrolled')
      .map((one) => ({ ...one, id: one._id, className: classNames.get(one.classroomId) ?? '' }));
    for (const [id, percent] of familyDiscounts(children, school.siblingDiscount)) {
      discounts.set(id, percent);
    }
  }
  return discounts;
}

/** A school's terms, oldest first: stored in the order they were opened. */
export function schoolTerms(data: Pick<GuestData, 'terms'>, schoolId: string): Term[] {
  return data.terms.filter((term) => term.schoolId === schoolId);
}

/** The one term of the school that is open; a school always has one (docs/terms.md). */
export function currentTerm(data: Pick<GuestData, 'terms'>, schoolId: string): Term {
  const term = data.terms.find((item) => item.schoolId === schoolId && item.status === 'current');
  if (!term) throw new RangeError(`School ${schoolId} has no current term`);
  return term;
}

/** A classroom's extra fee items of the current term, in the class's order. */
export function classItems(data: Pick<GuestData, 'feeItems'>, classroomId: string): GuestFeeItem[] {
  return data.feeItems.filter((item) => item.classroomId === classroomId);
}

/**
 * What a student is charged this term, line by line; a student who left the school is charged
 * nothing more (docs/terms.md#next-term). A caller going over many students passes the sibling
 * discounts it read once.
 */
export function currentChargeLines(
  data: LedgerData,
  student: Student,
  siblingDiscounts: Map<string, number> = siblingDiscountsOf(data),
): ChargeLine[] {
  if (student.enrolment === 'left') return [];
  const room = data.classrooms.find((item) => item._id === student.classroomId);
  if (!room) return [];
  return chargeLines({
    classFeesKobo: toKobo(room.classFees),
    discount: student.discount,
    siblingDiscount: siblingDiscounts.get(student._id) ?? 0,
    items: classItems(data, room._id),
    optionalItems: student.optionalItems,
    lateFees: currentLateFees(data, student),
  });
}

/** A student's late fees of their school's current term, in the order they were charged. */
export function currentLateFees(
  data: Pick<GuestData, 'terms' | 'lateFees'>,
  student: Pick<Student, '_id' | 'schoolId'>,
): GuestLateFee[] {
  const termId = currentTerm(data, student.schoolId)._id;
  return data.lateFees.filter((fee) => fee.studentId === student._id && fee.termId === termId);
}

/** The term a payment belongs to: a recorded one to the term open on its day, a card one to now's. */
export function paymentTermId(
  data: Pick<GuestData, 'terms'>,
  schoolId: string,
  receivedOn: string,
): string {
  if (!receivedOn) return currentTerm(data, schoolId)._id;
  return termOfDay(schoolTerms(data, schoolId), receivedOn)._id;
}

/** A school's first term, as registering it opens (docs/terms.md#sessions-and-terms). */
export function openingTerm(school: School, _id: string): Term {
  return {
    _id,
    schoolId: school._id,
    ...firstTerm(new Date(school.createdAt)),
    status: 'current',
    openedAt: school.createdAt,
    closedAt: null,
  };
}

/**
 * Data saved before terms reads as one current term per school, holding every payment, so every
 * figure stays as it was. The term's id follows from the school's, so each read names it alike
 * until a write stores it.
 */
export function withTerms(data: GuestData): GuestData {
  const missing = data.schools.filter(
    (school) => !data.terms.some((t) => t.schoolId === school._id),
  );
  if (missing.length === 0 && data.payments.every((payment) => payment.termId)) return data;
  const terms = [
    ...data.terms,
    ...missing.map((school) => openingTerm(school, `${school._id}-first-term`)),
  ];
  const payments = data.payments.map((payment) =>
    payment.termId
      ? payment
      : {
          ...payment,
          termId: termOfDay(
            schoolTerms({ terms }, payment.schoolId),
            payment.receivedOn || schoolToday(new Date(payment.createdAt)),
          )._id,
        },
  );
  return { ...data, terms, payments };
}

/** Closed terms' lines as stored: those frozen before they kept the student's class have none. */
type StoredTermCharges = Omit<GuestTermCharges, 'classroomId'> & { classroomId?: string | null };

/**
 * Lines frozen before they kept the student's class read as of the class the student is in now,
 * the nearest the stored data can tell.
 */
export function withTermClasses(data: GuestData): GuestData {
  const stored: readonly StoredTermCharges[] = data.termCharges;
  if (stored.every((charged) => charged.classroomId !== undefined)) return data;
  const classOf = new Map(data.students.map((student) => [student._id, student.classroomId]));
  const termCharges = stored.map(({ classroomId, ...charged }) => ({
    ...charged,
    classroomId: classroomId === undefined ? (classOf.get(charged.studentId) ?? null) : classroomId,
  }));
  return { ...data, termCharges };
}
