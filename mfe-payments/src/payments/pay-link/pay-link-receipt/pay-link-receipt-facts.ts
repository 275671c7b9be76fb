import type { PayLinkReceipt } from '@fees/shared-data/core';

/**
 * How every pay link's receipt ends, a student's or a family's: the provider's transaction when it
 * gave one, what the payment was for, and who paid.
 */
export function payerFacts(
  receipt: Pick<PayLinkReceipt, 'transactionNo' | 'purpose' | 'depositorName' | 'email'>,
): [string, string][] {
  return [
    ...(receipt.transactionNo ? [['Transaction', receipt.transactionNo] as [string, string]] : []),
    ['Purpose', receipt.purpose],
    [
      'Paid by',
      receipt.email ? `${receipt.depositorName} (${receipt.email})` : receipt.depositorName,
    ],
  ];
}
