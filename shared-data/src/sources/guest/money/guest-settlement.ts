import {
  bankAccountQuerySchema,
  settlementBodySchema,
  SETTLEMENT_REFUSALS,
  type Bank,
  type BankAccountQuery,
  type Settlement,
} from '../../../validation/money/settlement-schemas';
import { mayDo } from '../../../roles/actions';
import { ForbiddenError, ValidationError } from '../../data-errors';
import { readGuestRole, readSettlements, writeSettlements } from '../../guest-storage';
import { checkBody, checkChange, findIn, readAll, type GuestContext } from '../guest-records';

/**
 * The demo asks no bank: a short list, labelled, with the banks' real codes
 * (docs/transfers.md#the-guest-demo).
 */
export const DEMO_BANKS: readonly Bank[] = [
  { name: 'Access Bank (demo)', code: '044' },
  { name: 'Guaranty Trust Bank (demo)', code: '058' },
  { name: 'Wema Bank (demo)', code: '035' },
  { name: 'Zenith Bank (demo)', code: '057' },
];

/** Every ten digits resolve to this, except those starting 000: a way to try one that does not. */
export const DEMO_ACCOUNT_NAME = 'OKAFOR NGOZI ADAEZE (DEMO)';

/** A demo school's subaccount: one a school, kept when its bank account changes. */
export const demoSubaccount = (schoolId: string) => `ACCT_demo_${schoolId.slice(-8)}`;

const refuse = (field: keyof BankAccountQuery, message: string): never => {
  throw new ValidationError(message, { [field]: message });
};

/** Whose account it is, for the owner about to save it, refused as the API refuses it. */
export function lookUpAccount(context: GuestContext, query: BankAccountQuery): string {
  if (!mayDo(readGuestRole(context.storage), 'setSettlement')) {
    throw new ForbiddenError(SETTLEMENT_REFUSALS.onlyOwners);
  }
  return resolveDemoAccount(query).accountName;
}

/** The bank and the holder the demo resolves an account to. */
function resolveDemoAccount(query: BankAccountQuery): { bank: Bank; accountName: string } {
  checkBody(bankAccountQuerySchema, query);
  const bank = DEMO_BANKS.find((candidate) => candidate.code === query.bankCode);
  if (!bank) return refuse('bankCode', SETTLEMENT_REFUSALS.unknownBank);
  if (query.accountNumber.startsWith('000')) {
    return refuse('accountNumber', SETTLEMENT_REFUSALS.notResolved);
  }
  return { bank, accountName: DEMO_ACCOUNT_NAME };
}

export function getSettlement(context: GuestContext, schoolId: string): Settlement | null {
  findIn(readAll(context), 'schools', schoolId);
  const kept = readSettlements(context.storage).find((one) => one.schoolId === schoolId);
  if (!kept) return null;
  const { bankName, bankCode, accountNumber, accountName, subaccountCode } = kept;
  return { bankName, bankCode, accountNumber, accountName, subaccountCode };
}

/** The owner sets where a demo school's card money would settle; one demo subaccount a school. */
export function setSettlement(
  context: GuestContext,
  schoolId: string,
  query: BankAccountQuery,
  password: string,
): Settlement {
  checkChange(context, 'setSettlement', settlementBodySchema, { ...query, password });
  findIn(readAll(context), 'schools', schoolId);
  const { bank, accountName } = resolveDemoAccount(query);
  const all = readSettlements(context.storage);
  const earlier = all.find((one) => one.schoolId === schoolId);
  const settlement: Settlement = {
    bankName: bank.name,
    bankCode: bank.code,
    accountNumber: query.accountNumber,
    accountName,
    subaccountCode: earlier?.subaccountCode ?? demoSubaccount(schoolId),
  };
  writeSettlements(context.storage, [
    ...all.filter((one) => one.schoolId !== schoolId),
    { schoolId, ...settlement },
  ]);
  return settlement;
}
