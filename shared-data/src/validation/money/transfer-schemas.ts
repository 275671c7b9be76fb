import { object, string, type InferType } from 'yup';
import { formatSchoolTime } from '../../format/dates';
import { LIMITS } from '../../constants/limits';
import { RECORD_ID_PATTERN } from '../rules/record-id';
import { adminPasswordRule } from '../accounts/password-schemas';
import { bodyObject, moneyRule, text, type RuleMode } from '../rules/rule-builders';
import { NUBAN_PATTERN } from './settlement-schemas';

/** The purpose a transfer into a transfer account is recorded with. */
export const TRANSFER_PURPOSE = 'School fees by bank transfer';

/**
 * Who recorded a transfer that recorded itself, where a recorded payment names the account that
 * typed it; an assigned one names whoever assigned it.
 */
export const TRANSFER_RECORDER = 'Transfer account (recorded by itself)';

/** Who the log and the payments list name as paying a transfer: 'Transfer from OKAFOR NGOZI, 08:14 WAT'. */
export function transferPayer(senderName: string, receivedAt: string | Date): string {
  return `Transfer from ${senderName}, ${formatSchoolTime(receivedAt)}`;
}

/** A transfer that could not be recorded when it arrived, waiting for the owner or bursar. */
export interface UnmatchedTransfer {
  _id: string;
  reference: string;
  /** Naira. */
  amount: number;
  senderName: string;
  narration: string;
  receivedAt: string;
  /** Why it was not recorded when it arrived. */
  reason: string;
}

const optionalId = () =>
  string().max(LIMITS.idMax, 'Invalid id').matches(RECORD_ID_PATTERN, 'Invalid id');

/** `POST /api/transfers/:id/assign`: a student or a family, never both, under the password. */
export const transferAssignBodySchema = bodyObject({
  studentId: optionalId(),
  familyId: optionalId(),
  password: adminPasswordRule('body'),
}).test('one-holder', 'Choose a student or a family', function (value) {
  if (!value || Boolean(value.studentId) !== Boolean(value.familyId)) return true;
  return this.createError({ path: 'studentId', message: 'Choose a student or a family' });
});
export type TransferAssignBody = InferType<typeof transferAssignBodySchema>;

/** What a parent's bank app sends with a transfer, as the demo and development simulate it. */
function simulatedTransferFields(mode: RuleMode) {
  return {
    amount: moneyRule(mode, 'Amount is required', LIMITS.minPaymentAmount),
    senderName: text(mode)
      .required('Sender is required')
      .max(LIMITS.depositorName.max, `Name must not exceed ${LIMITS.depositorName.max} characters`),
    narration: text(mode).max(200, 'Narration must not exceed 200 characters'),
  };
}

/**
 * The guest demo's 'Simulate a transfer' (docs/transfers.md#simulating-a-transfer-in-the-demo):
 * what a parent's bank app would send, so the demo records it as the provider's notice would be.
 */
export const simulatedTransferSchema = object(simulatedTransferFields('form'));
export type SimulatedTransfer = InferType<typeof simulatedTransferSchema>;

/** `POST /api/dev/paystack/transfer`: the same, into an account number, in development. */
export const simulatedTransferBodySchema = bodyObject({
  accountNumber: text('body')
    .required('Account number is required')
    .matches(NUBAN_PATTERN, 'Account number must be 10 digits'),
  ...simulatedTransferFields('body'),
});
export type SimulatedTransferBody = InferType<typeof simulatedTransferBodySchema>;

/** Why a transfer could not record itself as it arrived, as its bursar reads it waiting. */
export const UNMATCHED_REASONS = {
  unknownAccount: 'The account it was paid into is not one of ours.',
  ownerGone: 'The family or student the account was given to is no longer at the school.',
  noChildren: 'The family has no children at the school now.',
} as const;

/** A transfer id that names none of the user's schools' transfers. */
export const TRANSFER_NOT_FOUND = 'Transfer not found';

/** Why a transfer cannot be simulated for a family or student without an account. */
export const TRANSFER_NEEDS_ACCOUNT = 'Give a transfer account first: a transfer is made into it.';
