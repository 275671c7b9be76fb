/**
 * A transfer into a transfer account as the provider's `charge.success` event reports it, with
 * `data.channel` `dedicated_nuban` (docs/transfers.md#a-transfer-records-itself). Nothing in it
 * is believed until the provider's verify agrees; it says only where to look and who sent it.
 */
export interface IncomingTransfer {
  reference: string;
  /** Kobo. */
  amount: number;
  currency: string;
  /** The transfer account it arrived in; '' when the event does not say. */
  accountNumber: string;
  /** The provider's customer the account belongs to; '' when the event does not say. */
  customerCode: string;
  /** The school's subaccount it settles to, the way to its school when the account is unknown. */
  subaccountCode: string | null;
  senderName: string;
  senderBank: string;
  narration: string;
  receivedAt: Date;
}

type Json = Record<string, unknown>;

const objectOf = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** Untrusted text, trimmed and cut to what a screen and a column hold. */
const textOf = (value: unknown, limit: number) =>
  typeof value === 'string' ? value.trim().slice(0, limit) : '';

/** Whether a `charge.success` event's data is a transfer into a transfer account. */
export function isTransferCharge(data: unknown): boolean {
  return objectOf(data).channel === 'dedicated_nuban';
}

/** Reads the event's data, or null when it lacks what any transfer has. */
export function readIncomingTransfer(data: unknown, now = new Date()): IncomingTransfer | null {
  const event = objectOf(data);
  const { reference, amount, currency } = event;
  if (typeof reference !== 'string' || !reference || reference.length > 100) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
  const authorization = objectOf(event.authorization);
  const paidAt = new Date(textOf(event.paid_at, 40));
  const subaccount = textOf(objectOf(event.subaccount).subaccount_code, 100);
  return {
    reference,
    amount,
    currency: textOf(currency, 10),
    accountNumber: textOf(authorization.receiver_bank_account_number, 20),
    customerCode: textOf(objectOf(event.customer).customer_code, 100),
    subaccountCode: subaccount || null,
    senderName: textOf(authorization.sender_name, 100) || 'Unnamed sender',
    senderBank: textOf(authorization.sender_bank, 100),
    narration: textOf(authorization.narration, 200),
    receivedAt: Number.isNaN(paidAt.getTime()) ? now : paidAt,
  };
}
