import { PAYMENT_STATUS } from '../../../constants/money/payments';
import { schoolToday } from '../../../format/dates';
import { toKobo, toNaira } from '../../../format/money/money';
import { splitFamilyPayment } from '../../../ledger/charges/family-split';
import type { Payment } from '../../../types/payment';
import {
  simulatedTransferSchema,
  TRANSFER_NEEDS_ACCOUNT,
  TRANSFER_NOT_FOUND,
  TRANSFER_PURPOSE,
  TRANSFER_RECORDER,
  UNMATCHED_REASONS,
  type SimulatedTransfer,
  type UnmatchedTransfer,
} from '../../../validation/money/transfer-schemas';
import { ConflictError, NotFoundError } from '../../data-errors';
import type { TransferAccountHolder } from '../../data-source';
import { NOT_VOID } from '../../guest-storage';
import { debtOf } from './guest-family-pay-links';
import { newPayment, referenceDigits } from './guest-payments';
import {
  checkBody,
  checkRole,
  findIn,
  readAll,
  readRecords,
  writeAll,
  type GuestContext,
} from '../guest-records';
import { getTransferAccount, ownerOf } from './guest-transfer-accounts';

/**
 * The demo's transfers always find their family or student, so none waits unmatched; the list
 * still answers only those who may assign one, as an account's does.
 */
export function listUnmatchedTransfers(
  context: GuestContext,
  schoolId: string,
): UnmatchedTransfer[] {
  findIn(readAll(context), 'schools', schoolId);
  checkRole(context, 'matchTransfers');
  return [];
}

export function assignTransfer(context: GuestContext, _transferId: string): never {
  checkRole(context, 'matchTransfers');
  throw new NotFoundError(TRANSFER_NOT_FOUND);
}

/** The family has no children left to share a transfer among. */

/**
 * A parent's transfer into the demo account of a family or lone student, recorded as the
 * provider's notice is in an account (docs/transfers.md#a-transfer-records-itself): a family's
 * split oldest debt first among its children, each a transfer payment of the current term with
 * its receipt, the sender as depositor, received today.
 */
export function simulateTransfer(
  context: GuestContext,
  holder: TransferAccountHolder,
  input: SimulatedTransfer,
): Payment[] {
  checkRole(context, 'recordPayment');
  checkBody(simulatedTransferSchema, input);
  const owner = ownerOf(context, holder);
  if (!getTransferAccount(context, holder)) throw new ConflictError(TRANSFER_NEEDS_ACCOUNT);
  const data = readAll(context);
  const children =
    owner.holder === 'families'
      ? data.students.filter((student) => student.familyId === owner.id)
      : [findIn(data, 'students', owner.id)];
  if (children.length === 0) throw new ConflictError(UNMATCHED_REASONS.noChildren);
  const senderName = input.senderName.trim();
  const made = splitFamilyPayment(toKobo(input.amount), children.map(debtOf)).map((share) => {
    const student = findIn(data, 'students', share.id);
    const amount = toNaira(share.amountKobo);
    return newPayment(context, student, data, {
      depositorName: senderName,
      email: student.parentEmail,
      amount,
      amountAsked: amount,
      purpose: TRANSFER_PURPOSE,
      referenceNo: `R${referenceDigits()}`,
      status: PAYMENT_STATUS.paid,
      paymentMessage: 'Approved',
      transactionNo: '',
      method: 'transfer',
      externalReference: '',
      receivedOn: schoolToday(context.now()),
      recordedBy: TRANSFER_RECORDER,
      narration: input.narration?.trim() ?? '',
      ...NOT_VOID,
    });
  });
  data.payments.push(...made);
  writeAll(context, data);
  const ids = new Set(made.map((payment) => payment._id));
  return readRecords(context, 'payments').filter((payment) => ids.has(payment._id));
}
