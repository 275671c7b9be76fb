import { mixed, object, type InferType } from 'yup';
import { transferAccountRecord } from '../../records/money/pay-link-view';
import { field } from '../../records/record-shape';
import { adminPasswordRule } from '../accounts/password-schemas';
import { bodyObject, text, type RuleMode } from '../rules/rule-builders';

/** What the API and the guest demo answer when a settlement account cannot be taken. */
export const SETTLEMENT_REFUSALS = {
  unknownBank: 'Choose a bank from the list',
  notResolved: 'The bank does not know this account number. Check the number and the bank.',
  onlyOwners: "Only a school's owner can look up a settlement account.",
} as const;

/** A Nigerian account number (NUBAN) is exactly ten digits. */
export const NUBAN_PATTERN = /^\d{10}$/;

function accountFields(mode: RuleMode) {
  return {
    bankCode: text(mode)
      .required('Bank is required')
      .max(20, 'Bank is invalid')
      .matches(/^[0-9A-Za-z-]+$/, 'Bank is invalid'),
    accountNumber: text(mode)
      .required('Account number is required')
      .matches(NUBAN_PATTERN, 'Account number must be 10 digits'),
  };
}

/** `GET /api/banks/resolve`: whose account it is, asked before the owner saves it. */
export const bankAccountQuerySchema = object(accountFields('body'));
export type BankAccountQuery = InferType<typeof bankAccountQuerySchema>;

/** The school's 'Settlement account' form (docs/transfers.md#settlement). */
export const settlementFormSchema = object(accountFields('form'));
export type SettlementFormValues = InferType<typeof settlementFormSchema>;

/** `PUT /api/schools/:id/settlement`. */
export const settlementBodySchema = bodyObject({
  ...accountFields('body'),
  password: adminPasswordRule('body'),
});
export type SettlementBody = InferType<typeof settlementBodySchema>;

/** Where a school's card money settles, as the API answers it. */
export interface Settlement {
  bankName: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  subaccountCode: string;
}

/** A bank the school's money can settle to. */
export interface Bank {
  name: string;
  code: string;
}

/** 'Guaranty Trust Bank ••••6789': how logs and screens name an account without its number. */
export function settlementLabel(settlement: Pick<Settlement, 'bankName' | 'accountNumber'>) {
  return `${settlement.bankName} \u2022\u2022\u2022\u2022${settlement.accountNumber.slice(-4)}`;
}

/** Why a transfer account cannot be made yet: it is made on the school's subaccount. */
export const TRANSFER_ACCOUNT_NEEDS_SETTLEMENT =
  "Set the school's settlement account first: transfers into a transfer account settle there.";

/** The account number a family, or a student in no family, pays the school by transfer into. */
export type TransferAccount = InferType<typeof transferAccountRecord>;

/** One of a school's transfer accounts and whose it is: a family's, or a lone student's. */
export const heldTransferAccountRecord = transferAccountRecord.concat(
  object({
    holder: mixed<'families' | 'students'>().oneOf(['families', 'students']).defined(),
    id: field.text(),
  }),
);

export type HeldTransferAccount = InferType<typeof heldTransferAccountRecord>;

/**
 * Finds, among a school's accounts, the one each student pays into: their family's when in one,
 * else their own (docs/transfers.md#transfer-accounts); null while none was given.
 */
export function studentTransferAccounts(accounts: readonly HeldTransferAccount[]) {
  const byHolder = new Map(
    accounts.map(({ holder, id, ...account }) => [`${holder}/${id}`, account] as const),
  );
  return (student: { _id: string; familyId?: string | null }): TransferAccount | null =>
    byHolder.get(student.familyId ? `families/${student.familyId}` : `students/${student._id}`) ??
    null;
}
