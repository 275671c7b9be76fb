import { settlementQueryOptions } from '@fees/shared-data';
import { settlementLabel } from '@fees/shared-data/core';
import { useQuery } from '@tanstack/react-query';

export const OPERATOR_SETTLES =
  "Card payments to this school settle to the Fees Manager operator's account.";

/**
 * Where the school's card money settles, for its details (docs/transfers.md#settlement): the bank
 * and the last four digits with the holder's name, or that it goes to the operator.
 */
export function SettlementValue({ schoolId }: { schoolId: string }) {
  const settlement = useQuery(settlementQueryOptions(schoolId));
  if (settlement.isPending) return 'Loading…';
  if (settlement.error) return 'Could not be read just now';
  if (!settlement.data) return OPERATOR_SETTLES;
  return `${settlementLabel(settlement.data)}, held by ${settlement.data.accountName}`;
}
