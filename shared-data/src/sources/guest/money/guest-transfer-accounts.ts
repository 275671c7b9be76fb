import {
  TRANSFER_ACCOUNT_NEEDS_SETTLEMENT,
  type HeldTransferAccount,
  type TransferAccount,
} from '../../../validation/money/settlement-schemas';
import { FAMILY_NOT_FOUND } from '../../../constants/school-records/families';
import type { TransferAccountRun } from '../../../records/money/transfer-account-run';
import { ConflictError, NotFoundError } from '../../data-errors';
import type { TransferAccountHolder } from '../../data-source';
import {
  readFamilies,
  readSettlements,
  readTransferAccountRuns,
  readTransferAccounts,
  writeTransferAccountRuns,
  writeTransferAccounts,
} from '../../guest-storage';
import { randomToken } from '../../random-token';
import { checkRole, findIn, readAll, type GuestContext } from '../guest-records';

/** Whose account a family or student pays into: a student in a family pays into the family's. */
export function ownerOf(context: GuestContext, { holder, id }: TransferAccountHolder) {
  const data = readAll(context);
  if (holder === 'students') {
    const student = findIn(data, 'students', id);
    if (!student.familyId) {
      return { holder, id, schoolId: student.schoolId, label: student.fullname };
    }
    return ownerOf(context, { holder: 'families', id: student.familyId });
  }
  const family = readFamilies(context.storage).find((one) => one._id === id);
  if (!family) throw new NotFoundError(FAMILY_NOT_FOUND);
  return { holder, id, schoolId: family.schoolId, label: family.name };
}

const strip = ({ accountNumber, accountName, bankName }: TransferAccount): TransferAccount => ({
  accountNumber,
  accountName,
  bankName,
});

export function getTransferAccount(
  context: GuestContext,
  holder: TransferAccountHolder,
): TransferAccount | null {
  const owner = ownerOf(context, holder);
  const kept = readTransferAccounts(context.storage).find(
    (one) => one.holder === owner.holder && one.holderId === owner.id,
  );
  return kept ? strip(kept) : null;
}

/** The school's accounts whose family or lone student is still there. */
export function listTransferAccounts(
  context: GuestContext,
  schoolId: string,
): HeldTransferAccount[] {
  const data = readAll(context);
  findIn(data, 'schools', schoolId);
  const mine = (records: readonly { _id: string; schoolId: string }[]) =>
    new Set(records.filter((one) => one.schoolId === schoolId).map((one) => one._id));
  const holders = {
    families: mine(data.families),
    students: mine(data.students),
  };
  return readTransferAccounts(context.storage)
    .filter((one) => holders[one.holder].has(one.holderId))
    .map((one) => ({ ...strip(one), holder: one.holder, id: one.holderId }));
}

/** A demo account, named as the provider names one: the school's name, then whose, marked demo. */
export function demoTransferAccount(
  accountNumber: string,
  schoolName: string,
  label: string,
): TransferAccount {
  return {
    accountNumber,
    accountName: `${schoolName}/${label} (demo)`,
    bankName: 'Wema Bank (demo)',
  };
}

/** A demo number no bank knows: 99 then eight digits, labelled in the bank's name. */
function demoNumber(): string {
  const digits = [...randomToken()].map((char) => char.charCodeAt(0) % 10).join('');
  return `99${digits.slice(0, 8)}`;
}

/**
 * A family's or lone student's demo transfer account, once (docs/transfers.md#the-guest-demo):
 * the owner's or bursar's, after the school's settlement account, as the API's rule says.
 */
export function giveTransferAccount(
  context: GuestContext,
  holder: TransferAccountHolder,
): { account: TransferAccount; made: boolean; schoolId: string; label: string } {
  checkRole(context, 'giveTransferAccounts');
  const owner = ownerOf(context, holder);
  const existing = getTransferAccount(context, holder);
  if (existing) return { account: existing, made: false, ...owner };
  if (!readSettlements(context.storage).some((one) => one.schoolId === owner.schoolId)) {
    throw new ConflictError(TRANSFER_ACCOUNT_NEEDS_SETTLEMENT);
  }
  const school = findIn(readAll(context), 'schools', owner.schoolId);
  const account = demoTransferAccount(demoNumber(), school.name, owner.label);
  writeTransferAccounts(context.storage, [
    ...readTransferAccounts(context.storage),
    { ...account, holder: owner.holder, holderId: owner.id },
  ]);
  return { account, made: true, ...owner };
}

/**
 * Gives every family of the school and every enrolled student in no family a demo account
 * (docs/transfers.md#giving-every-family-one). The demo asks no provider, so the run is over at
 * once, and is read and written in one pass however many it gives; it is kept as the school's
 * last, as an account's is. Answers the run and the accounts made, for the log.
 */
export function runTransferAccounts(
  context: GuestContext,
  schoolId: string,
): { run: TransferAccountRun; made: { label: string; account: TransferAccount }[] } {
  checkRole(context, 'giveTransferAccounts');
  const data = readAll(context);
  const school = findIn(data, 'schools', schoolId);
  if (!readSettlements(context.storage).some((one) => one.schoolId === schoolId)) {
    throw new ConflictError(TRANSFER_ACCOUNT_NEEDS_SETTLEMENT);
  }
  const holders: (TransferAccountHolder & { label: string })[] = [
    ...readFamilies(context.storage)
      .filter((family) => family.schoolId === schoolId)
      .map((family) => ({ holder: 'families' as const, id: family._id, label: family.name })),
    ...data.students
      .filter((one) => one.schoolId === schoolId && !one.familyId && one.enrolment === 'enrolled')
      .map((one) => ({ holder: 'students' as const, id: one._id, label: one.fullname })),
  ];
  const accounts = readTransferAccounts(context.storage);
  const held = new Set(accounts.map((one) => `${one.holder} ${one.holderId}`));
  const made = holders
    .filter((one) => !held.has(`${one.holder} ${one.id}`))
    .map(({ holder, id, label }) => ({
      holder,
      id,
      label,
      account: demoTransferAccount(demoNumber(), school.name, label),
    }));
  writeTransferAccounts(context.storage, [
    ...accounts,
    ...made.map(({ holder, id, account }) => ({ ...account, holder, holderId: id })),
  ]);
  const at = context.now().toISOString();
  const run: TransferAccountRun = {
    state: 'done',
    total: holders.length,
    done: holders.length,
    failed: [],
    requestedAt: at,
    finishedAt: at,
  };
  writeTransferAccountRuns(context.storage, [
    ...readTransferAccountRuns(context.storage).filter((one) => one.schoolId !== schoolId),
    { ...run, schoolId },
  ]);
  return { run, made: made.map(({ label, account }) => ({ label, account })) };
}

/** The school's last run, or null before the first; the owner's or bursar's to read. */
export function lastTransferAccountRun(
  context: GuestContext,
  schoolId: string,
): TransferAccountRun | null {
  checkRole(context, 'giveTransferAccounts');
  findIn(readAll(context), 'schools', schoolId);
  const kept = readTransferAccountRuns(context.storage).find((one) => one.schoolId === schoolId);
  if (!kept) return null;
  const { state, total, done, failed, requestedAt, finishedAt } = kept;
  return { state, total, done, failed, requestedAt, finishedAt };
}
