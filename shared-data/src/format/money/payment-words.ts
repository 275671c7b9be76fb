import type { Payment } from '../../types/payment';
import type { TransferAccount } from '../../validation/money/settlement-schemas';

/** 'Ada Obi' of 'Ada Obi <ada@school.ng>' (accountLabel): an account as a receipt names it. */
export const accountName = (label: string) => label.replace(/\s*<[^<>]*>$/, '');

/**
 * Who took the money in, as the payment's page, the printed receipt and the mailed one name them
 * (docs/payments.md#receipts): the card provider online, or whoever recorded it by name; a
 * transfer that recorded itself is recorded by 'Transfer account (recorded by itself)'.
 */
export function receivedBy(payment: Pick<Payment, 'method' | 'recordedBy'>): string {
  if (payment.method === 'card') return 'Card payment (online)';
  return accountName(payment.recordedBy);
}

/**
 * '9930001234, Wema Bank, Bright Stars/Okafor family': a transfer account as every page, receipt,
 * mail and file names it (docs/transfers.md#transfer-accounts).
 */
export function transferAccountWords(account: TransferAccount): string {
  return `${account.accountNumber}, ${account.bankName}, ${account.accountName}`;
}
