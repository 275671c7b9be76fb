import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { getSource } from '../../sources/get-source';
import type { BankAccountQuery } from '../../validation/money/settlement-schemas';
import { invalidate } from '../invalidate';
import { settlementKeys } from '../query-keys';

const HOUR_MS = 60 * 60 * 1000;

/** The banks money settles to; the provider's list changes rarely, so it is kept an hour. */
export function banksQueryOptions() {
  return queryOptions({
    queryKey: settlementKeys.banks,
    queryFn: () => getSource().listBanks(),
    staleTime: HOUR_MS,
  });
}

/** Whose account a bank and number are, asked once both are complete. */
export function bankAccountQueryOptions(query: BankAccountQuery) {
  return queryOptions({
    queryKey: settlementKeys.account(query),
    queryFn: () => getSource().lookUpBankAccount(query),
    staleTime: HOUR_MS,
    // A refused account is an answer ('the bank does not know it'), not a failure to retry.
    retry: false,
  });
}

/** Where the school's card money settles; null while it settles to the operator. */
export function settlementQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: settlementKeys.school(schoolId),
    queryFn: () => getSource().getSettlement(schoolId),
  });
}

export function setSettlementMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: ({ account, password }: { account: BankAccountQuery; password: string }) =>
      getSource().setSettlement(schoolId, account, password),
    onSuccess: () => invalidate(settlementKeys.school(schoolId)),
  });
}
