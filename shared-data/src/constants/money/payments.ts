import type { PaymentMethod, RecordedPaymentMethod } from '../../types/payment';

/** Card payments come through the provider's checkout; the others are recorded by the bursary. */
export const PAYMENT_METHODS = [
  'card',
  'cash',
  'transfer',
  'pos',
  'other',
] as const satisfies readonly PaymentMethod[];

export const RECORDED_PAYMENT_METHODS = [
  'cash',
  'transfer',
  'pos',
  'other',
] as const satisfies readonly RecordedPaymentMethod[];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Card',
  cash: 'Cash',
  transfer: 'Bank transfer',
  pos: 'POS',
  other: 'Other',
};

/**
 * A transfer or POS payment carries the bank's or terminal's reference, which is how a bursar
 * finds it again in a statement, and how a second entry of the same payment is caught.
 */
export const METHODS_NEEDING_REFERENCE: readonly RecordedPaymentMethod[] = ['transfer', 'pos'];

/**
 * A payment with status `success` counts in every figure; a void one stays listed and counts
 * nowhere. A card payment keeps the status the provider returned.
 */
export const PAYMENT_STATUS = { paid: 'success', void: 'void' } as const;

/** The refusals of recording and voiding, worded once for the API and the guest demo. */
export const PAYMENT_REFUSALS = {
  duplicateReference: 'This reference is already recorded for this school.',
  cardNotVoidable: 'Card payments cannot be voided here. Refund them at the card provider.',
  alreadyVoid: 'This payment is already void.',
  voidAlreadyRequested: 'A void of this payment is already waiting for the owner.',
  noVoidRequested: 'No void of this payment is waiting for the owner.',
} as const;
