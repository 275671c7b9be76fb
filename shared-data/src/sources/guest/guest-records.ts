import { DEMO_BURSAR, GUEST_CREDENTIALS } from '../../constants/guest';
import { mayDo, refusal, type SchoolAction } from '../../roles/actions';
import { accountLabel } from '../../format/money/account-label';
import { schoolToday } from '../../format/dates';
import { toKobo, toNaira } from '../../format/money/money';
import { recordedMoney } from '../../ledger/balance';
import { defaultPlan, studentDue } from '../../ledger/due-now';
import { lateFeesDueAtOnce, lateFeesToCharge } from '../../ledger/late-fee';
import type { CollectionName, CollectionRecords } from '../../types/collections';
import type { School } from '../../types/school';
import type { Student } from '../../types/student';
import { validateBody } from '../../validation/rules/validate-body';
import { ForbiddenError, NOT_FOUND, NotFoundError, ValidationError } from '../data-errors';
import {
  readCollection,
  readFamilies,
  readGuestRole,
  readLedger,
  readLateFeeRules,
  readLateFeesDay,
  readPlans,
  writeCollections,
  writeLateFeesDay,
  type GuestData,
  type GuestLateFee,
} from '../guest-storage';
import { currentLateFees, currentTerm, withTermClasses, withTerms } from './guest-ledger';
import { withReceipts } from './money/guest-receipts';
import { objectId } from '../object-id';
import { recomputeTotals } from '../recompute-totals';

/**
 * What every domain of the guest source works over: one browser storage and one clock. The
 * domains share it, as the API's route folders share one database.
 */
export interface GuestContext {
  storage: Storage;
  now: () => Date;
}

type Body = Parameters<typeof validateBody>[0];

/** Validates like the API does, so guest and account mode reject the same input the same way. */
export function checkBody(schema: Body, body: unknown): void {
  const result = validateBody(schema, body);
  if ('fields' in result) throw new ValidationError(result.message, result.fields);
}

export function checkPassword(password: string): void {
  if (password !== GUEST_CREDENTIALS.password) throw new ForbiddenError('Incorrect password');
}

/** A new record's id and time stamps. */
export function newRecordBase(context: GuestContext) {
  const stamp = context.now().toISOString();
  return { _id: objectId(context.now().getTime()), createdAt: stamp, updatedAt: stamp };
}

/** Every school reads with the role the guest acts in (docs/staff.md#the-guest-demo). */
function withGuestRole(context: GuestContext, schools: School[]): School[] {
  const role = readGuestRole(context.storage);
  return schools.map((school) => (school.role === role ? school : { ...school, role }));
}

/**
 * Refuses what the role the guest acts in may not do, with the role table's words, as the API
 * refuses a member: a screen that hides a button is never the guard, in the demo either.
 */
export function checkRole(context: GuestContext, action: SchoolAction): void {
  if (!mayDo(readGuestRole(context.storage), action)) throw new ForbiddenError(refusal(action));
}

/**
 * A staff change passes the API's gates in the API's order: its body's fields (400), the role the
 * guest acts in (403, in the role table's words), then the password (403).
 */
export function checkChange<B extends { password: string }>(
  context: GuestContext,
  action: SchoolAction,
  schema: Body,
  body: B,
): void {
  checkBody(schema, body);
  checkRole(context, action);
  checkPassword(body.password);
}

/** The data a staff change acts on, read once the change has passed `checkChange`. */
export function readForChange<B extends { password: string }>(
  context: GuestContext,
  action: SchoolAction,
  schema: Body,
  body: B,
): GuestData {
  checkChange(context, action, schema, body);
  return readAll(context);
}

/**
 * One collection; payments come with their term, which data saved before terms lacks, and
 * schools with the guest's role.
 */
export function readRecords<C extends CollectionName>(
  context: GuestContext,
  collection: C,
): CollectionRecords[C][] {
  // The first read of a day charges what late fees are due, whichever collection it reads.
  if (lateFeesMayBeDue(context)) readAll(context);
  if (collection === 'payments' || collection === 'students') {
    return readAll(context)[collection] as CollectionRecords[C][];
  }
  if (collection === 'schools') {
    return withGuestRole(
      context,
      readCollection(context.storage, 'schools'),
    ) as CollectionRecords[C][];
  }
  return readCollection(context.storage, collection);
}

/**
 * Everything the guest has, with data saved before terms read as one term per school, closed terms'
 * lines saved before they kept the class with one, and payments saved before receipts with theirs.
 */
export function readAll(context: GuestContext): GuestData {
  const data = withTerms({
    users: readCollection(context.storage, 'users'),
    schools: withGuestRole(context, readCollection(context.storage, 'schools')),
    classrooms: readCollection(context.storage, 'classrooms'),
    students: readCollection(context.storage, 'students'),
    payments: readCollection(context.storage, 'payments'),
    ...readLedger(context.storage),
    families: readFamilies(context.storage),
  });
  return withDue(context, withLateFeesCharged(context, withReceipts(withTermClasses(data))));
}

/**
 * How to read the plan that applies to a student in their school's current term, theirs else the
 * school's (null: the default one), the Lagos day that term opened and their late fees due at once
 * (docs/due-dates.md).
 */
export function planReader(context: GuestContext, data: GuestData) {
  // Every guest read of students passes here: each school's term, each plan and the late fees are
  // looked up once, not once per student.
  const plans = new Map(
    readPlans(context.storage).map((plan) => [`${plan.termId} ${plan.studentId ?? ''}`, plan]),
  );
  const planOf = (termId: string, studentId: string | null) =>
    plans.get(`${termId} ${studentId ?? ''}`)?.instalments;
  const lateFees = new Map<string, GuestLateFee[]>();
  for (const fee of data.lateFees) {
    const key = `${fee.termId} ${fee.studentId}`;
    lateFees.set(key, [...(lateFees.get(key) ?? []), fee]);
  }
  const terms = new Map<string, { _id: string; openedOn: string }>();
  const termOf = (schoolId: string) => {
    let term = terms.get(schoolId);
    if (!term) {
      const current = currentTerm(data, schoolId);
      term = { _id: current._id, openedOn: schoolToday(new Date(current.openedAt)) };
      terms.set(schoolId, term);
    }
    return term;
  };
  return (student: Student) => {
    const term = termOf(student.schoolId);
    return {
      termId: term._id,
      instalments: planOf(term._id, student._id) ?? planOf(term._id, null) ?? null,
      openedOn: term.openedOn,
      // Late fees are due at once from the day they were charged, not split by the plan.
      atOnce:
        student.enrolment === 'enrolled'
          ? lateFeesDueAtOnce(lateFees.get(`${term._id} ${student._id}`) ?? [])
          : [],
    };
  };
}

/** A student's figures in kobo, as the ledger's plan arithmetic reads them. */
export const moneyOf = (student: Student) =>
  recordedMoney(
    toKobo(student.broughtForward),
    toKobo(student.totalFeesExpected),
    toKobo(student.totalPaidFees),
  );

/**
 * Whether a read should look for late fees due: some school has one, and none was looked for
 * today. With no late fee anywhere a read writes nothing, not even the day it looked.
 */
function lateFeesMayBeDue(context: GuestContext): boolean {
  return (
    readLateFeeRules(context.storage).length > 0 &&
    readLateFeesDay(context.storage) !== schoolToday(context.now())
  );
}

/**
 * The first time the demo's records are read on a Lagos day (or after the late fee is set), it
 * charges the late fees then due, as the API's daily run does (docs/due-dates.md#late-fee): one
 * per instalment whose grace has ended while any of it is unmet, in each school's current term.
 */
function withLateFeesCharged(context: GuestContext, data: GuestData): GuestData {
  if (!lateFeesMayBeDue(context)) return data;
  const today = schoolToday(context.now());
  const rules = new Map(
    readLateFeeRules(context.storage).map((kept) => [kept.schoolId, kept.rule]),
  );
  const planOf = planReader(context, data);
  const charged = data.students.flatMap((student) => {
    const rule = rules.get(student.schoolId);
    if (!rule || student.enrolment !== 'enrolled') return [];
    const { instalments, openedOn, termId } = planOf(student);
    return lateFeesToCharge(
      moneyOf(student),
      instalments ?? defaultPlan(openedOn),
      openedOn,
      today,
      rule,
      currentLateFees(data, student),
    ).map((fee) => ({
      ...fee,
      _id: objectId(context.now().getTime()),
      studentId: student._id,
      termId,
      schoolId: student.schoolId,
      chargedOn: today,
      waived: false,
      waivedAt: null,
    }));
  });
  if (charged.length > 0) {
    const totals = recomputeTotals({ ...data, lateFees: [...data.lateFees, ...charged] });
    writeCollections(context.storage, totals);
    data = totals;
  }
  writeLateFeesDay(context.storage, today);
  return data;
}

/**
 * Each student's dueNow and overdueSince as of the guest's today, by the plan that applies to them
 * in their school's current term (docs/due-dates.md), the rule the API reads them by too.
 */
function withDue(context: GuestContext, data: GuestData): GuestData {
  const planOf = planReader(context, data);
  const today = schoolToday(context.now());
  const students = data.students.map((student) => {
    const { instalments, openedOn, atOnce } = planOf(student);
    const due = studentDue(moneyOf(student), instalments, openedOn, today, atOnce);
    return { ...student, dueNow: toNaira(due.dueNowKobo), overdueSince: due.overdueSince };
  });
  return { ...data, students };
}

/**
 * Writes every collection at once, with the figures derived from the records in the same write
 * and the receipt of a payment it counts.
 */
export function writeAll(context: GuestContext, data: GuestData): void {
  const totals = recomputeTotals(data);
  writeCollections(context.storage, withReceipts({ ...data, ...totals }));
}

export function findRecord<C extends CollectionName>(
  context: GuestContext,
  collection: C,
  id: string,
): CollectionRecords[C] {
  return findIn(
    { [collection]: readRecords(context, collection) } as Partial<GuestData>,
    collection,
    id,
  );
}

/** Writes everything, then returns the stored (recomputed) version of one record. */
export function saveAll<C extends CollectionName>(
  context: GuestContext,
  data: GuestData,
  collection: C,
  id: string,
): CollectionRecords[C] {
  writeAll(context, data);
  return findRecord(context, collection, id);
}

export function findIn<C extends CollectionName>(
  data: Partial<GuestData>,
  collection: C,
  id: string,
): CollectionRecords[C] {
  const records = (data[collection] ?? []) as CollectionRecords[C][];
  const record = records.find((item) => item._id === id);
  if (!record) throw new NotFoundError(NOT_FOUND[collection]);
  return record;
}

/** Who did it, as the trail names them: the guest, or the demo bursar the guest acts as. */
export function auditName(context: GuestContext): string {
  if (readGuestRole(context.storage) === 'bursar') return accountLabel(DEMO_BURSAR);
  const user = readRecords(context, 'users')[0];
  return user ? accountLabel(user) : '';
}
