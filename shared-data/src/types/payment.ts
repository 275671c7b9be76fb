import type { InferType } from 'yup';
import type { paymentRecord } from '../records/money/payment';

export type PaymentMethod = 'card' | 'cash' | 'transfer' | 'pos' | 'other';
export type RecordedPaymentMethod = Exclude<PaymentMethod, 'card'>;

/** A received payment, as its shape `paymentRecord` says. Amounts are naira. */
export interface Payment extends InferType<typeof paymentRecord> {}
