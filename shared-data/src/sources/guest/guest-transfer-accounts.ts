import {
  TRANSFER_ACCOUNT_NEEDS_SETTLEMENT,
  type TransferAccount,
} from '../../validation/settlement-schemas';
import { FAMILY_NOT_FOUND } from '../../constants/families';
import { ConflictError, NotFoundError } from '../data-errors';
import type { TransferAccountHolder } from '../data-source';
import {
  readFamilies,
  readSettlements,
  readTransferAccounts,
  writeTransferAccounts,
} from '../guest-storage';
import { randomToken } from '../random-token';
import { checkRole, findIn, readAll, type GuestContext } from './guest-records';

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
  checkRole(context, 'record');
  const owner = ownerOf(context, holder);
  const existing = getTransferAccount(context, holder);
  if (existing) return { account: existing, made: false, ...owner };
  if (!readSettlements(context.storage).some((one) => one.schoolId === owner.schoolId)) {
    throw new ConflictError(TRANSFER_ACCOUNT_NEEDS_SETTLEMENT);
  }
  const school = findIn(readAll(context), 'schools', owner.schoolId);
  const account = {
    accountNumber: demoNumber(),
    accountName: `${school.name}/${owner.label} (demo)`,
    bankName: 'Wema Bank (demo)',
  };
  writeTransferAccounts(context.storage, [
    ...readTransferAccounts(context.storage),
    { ...account, holder: owner.holder, holderId: owner.id },
  ]);
  return { account, made: true, ...owner };
}
