import { lateFeeIsOn, lateFeeLine, NO_LATE_FEE } from '../../../ledger/late-fee';
import { toNaira } from '../../../format/money/money';
import {
  LATE_FEE_ALREADY_WAIVED,
  LATE_FEE_FROZEN,
  lateFeeSetting,
  type LateFee,
  type LateFeeSetting,
} from '../../../records/money/late-fee';
import {
  lateFeeBodySchema,
  lateFeeRuleOf,
  type LateFeeBody,
} from '../../../validation/money/late-fee-schemas';
import { ConflictError, NotFoundError } from '../../data-errors';
import { readLateFeeRules, writeLateFeeRules, writeLateFeesDay } from '../../guest-storage';
import { currentLateFees, currentTerm } from '../guest-ledger';
import { checkChange, findIn, readAll, writeAll, type GuestContext } from '../guest-records';
import { deleteBodySchema } from '../../../validation/accounts/password-schemas';

/** The school's late fee (docs/due-dates.md#late-fee); none until its owner sets one. */
export function getLateFee(context: GuestContext, schoolId: string): LateFeeSetting {
  findIn(readAll(context), 'schools', schoolId);
  const kept = readLateFeeRules(context.storage).find((entry) => entry.schoolId === schoolId);
  return lateFeeSetting(kept?.rule ?? NO_LATE_FEE);
}

/** Sets it (owner only); the next read charges what it makes due at once. */
export function setLateFee(
  context: GuestContext,
  schoolId: string,
  input: Omit<LateFeeBody, 'password'>,
  password: string,
): { setting: LateFeeSetting; schoolName: string } {
  checkChange(context, 'setLateFee', lateFeeBodySchema(), { ...input, password });
  const school = findIn(readAll(context), 'schools', schoolId);
  const rule = lateFeeRuleOf(input);
  const others = readLateFeeRules(context.storage).filter((kept) => kept.schoolId !== schoolId);
  writeLateFeeRules(context.storage, lateFeeIsOn(rule) ? [...others, { schoolId, rule }] : others);
  writeLateFeesDay(context.storage, null);
  return { setting: lateFeeSetting(rule), schoolName: school.name };
}

/** A student's late fees of the current term, in the order they were charged. */
export function listLateFees(context: GuestContext, studentId: string): LateFee[] {
  const data = readAll(context);
  const student = findIn(data, 'students', studentId);
  return currentLateFees(data, student).map((fee) => ({
    _id: fee._id,
    dueOn: fee.dueOn,
    chargedOn: fee.chargedOn,
    amount: toNaira(fee.amountKobo),
    waived: fee.waived,
  }));
}

/** Waives one (owner only): it stays, waived, and no longer counts in the student's charges. */
export function waiveLateFee(
  context: GuestContext,
  studentId: string,
  lineId: string,
  password: string,
): { schoolId: string; subject: string } {
  checkChange(context, 'waiveLateFees', deleteBodySchema, { password });
  const data = readAll(context);
  const student = findIn(data, 'students', studentId);
  const fee = data.lateFees.find((one) => one._id === lineId && one.studentId === studentId);
  if (!fee) throw new NotFoundError('Late fee not found');
  if (fee.termId !== currentTerm(data, student.schoolId)._id) {
    throw new ConflictError(LATE_FEE_FROZEN);
  }
  if (fee.waived) throw new ConflictError(LATE_FEE_ALREADY_WAIVED);
  const waived = { ...fee, waived: true, waivedAt: context.now().toISOString() };
  writeAll(context, {
    ...data,
    lateFees: data.lateFees.map((one) => (one._id === lineId ? waived : one)),
  });
  return { schoolId: student.schoolId, subject: `${student.fullname}: ${lateFeeLine(fee.dueOn)}` };
}
