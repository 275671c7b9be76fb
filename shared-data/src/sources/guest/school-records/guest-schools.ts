import type { School } from '../../../types/school';
import {
  NO_SIBLING_DISCOUNT,
  type SiblingDiscountRule,
} from '../../../ledger/charges/sibling-discount';
import { siblingDiscountBodySchema } from '../../../validation/school-records/sibling-discount-schemas';
import { deleteBodySchema } from '../../../validation/accounts/password-schemas';
import { schoolBodySchema } from '../../../validation/school-records/school-schemas';
import { objectId } from '../../object-id';
import { openingTerm } from '../guest-ledger';
import { checkoutRunning } from '../money/guest-payments';
import { ConflictError, ForbiddenError, NOT_FOUND, NotFoundError } from '../../data-errors';
import { readGuestRole } from '../../guest-storage';
import type { CreateInputs, UpdateInputs } from '../../data-source';
import {
  checkBody,
  checkPassword,
  findIn,
  type GuestContext,
  newRecordBase,
  readAll,
  readForChange,
  saveAll,
  writeAll,
} from '../guest-records';

const SCHOOL_HAS_PAYMENTS = 'This school has payments and cannot be deleted.';
const SCHOOL_PAYMENT_IN_PROGRESS =
  'A payment in this school is in progress, so the school cannot be deleted yet.';
const BURSAR_REGISTERS_NONE =
  'The demo bursar registers no schools. Switch back to the owner in the profile menu first.';

export function createSchool(
  context: GuestContext,
  input: CreateInputs['schools'],
  password: string,
): School {
  checkBody(schoolBodySchema, { ...input, password });
  // Acting as the bursar is the guest's view of every school, a new one too; only as the owner
  // would the school read as theirs.
  if (readGuestRole(context.storage) !== 'owner') throw new ForbiddenError(BURSAR_REGISTERS_NONE);
  checkPassword(password);
  const data = readAll(context);
  const owner = data.users[0];
  if (!owner) throw new NotFoundError(NOT_FOUND.users);
  const created: School = {
    ...newRecordBase(context),
    name: input.name,
    address: input.address,
    level: input.level,
    ownerId: owner._id,
    noOfStudents: 0,
    noOfClassrooms: 0,
    siblingDiscount: NO_SIBLING_DISCOUNT,
    totalFees: 0,
    totalFeesExpected: 0,
    role: 'owner',
  };
  data.schools.push(created);
  data.terms.push(openingTerm(created, objectId(context.now().getTime())));
  return saveAll(context, data, 'schools', created._id);
}

export function updateSchool(
  context: GuestContext,
  id: string,
  changes: UpdateInputs['schools'],
  password: string,
): School {
  const data = readForChange(context, 'changeSchool', schoolBodySchema, { ...changes, password });
  const school = findIn(data, 'schools', id);
  Object.assign(school, { ...changes, updatedAt: context.now().toISOString() });
  for (const room of data.classrooms) if (room.schoolId === id) room.schoolName = school.name;
  return saveAll(context, data, 'schools', id);
}

export function deleteSchoolCascade(
  context: GuestContext,
  schoolId: string,
  password: string,
): void {
  const data = readForChange(context, 'changeSchool', deleteBodySchema, { password });
  findIn(data, 'schools', schoolId);
  // Money is never erased: a school that has received a payment stays.
  if (data.payments.some((payment) => payment.schoolId === schoolId)) {
    throw new ConflictError(SCHOOL_HAS_PAYMENTS);
  }
  if (checkoutRunning(context, (checkout) => checkout.schoolId === schoolId)) {
    throw new ConflictError(SCHOOL_PAYMENT_IN_PROGRESS);
  }
  const keep = <T extends { schoolId: string }>(records: T[]) =>
    records.filter((record) => record.schoolId !== schoolId);
  const gone = (records: readonly { schoolId: string; _id: string }[]) =>
    new Set(records.filter((record) => record.schoolId === schoolId).map(({ _id }) => _id));
  const rooms = gone(data.classrooms);
  const students = gone(data.students);
  writeAll(context, {
    ...data,
    schools: data.schools.filter((school) => school._id !== schoolId),
    classrooms: keep(data.classrooms),
    students: keep(data.students),
    terms: keep(data.terms),
    feeItems: data.feeItems.filter((item) => !rooms.has(item.classroomId)),
    termCharges: data.termCharges.filter((charged) => !students.has(charged.studentId)),
    families: keep(data.families),
  });
}

/** The school's sibling discount; every family child's charges this term follow at once. */
export function setSiblingDiscount(
  context: GuestContext,
  schoolId: string,
  rule: SiblingDiscountRule,
  password: string,
): School {
  const data = readForChange(context, 'setSiblingDiscount', siblingDiscountBodySchema, {
    ...rule,
    password,
  });
  const school = findIn(data, 'schools', schoolId);
  Object.assign(school, {
    siblingDiscount: { second: rule.second, later: rule.later, order: rule.order },
    updatedAt: context.now().toISOString(),
  });
  return saveAll(context, data, 'schools', schoolId);
}
