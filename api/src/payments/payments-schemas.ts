import {
  paymentInitializeBodySchema,
  paymentVerifyBodySchema,
  toNaira,
} from '@fees/shared-data/core';
import type { Payment } from '@fees/shared-data/core';
import type { payments } from '../db/schema/schools';
import { object } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import {
  amountField,
  amountPageSchema,
  pickRecord,
  recordShape,
  textField,
  timestampsOf,
  wholeField,
} from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';

export type PaymentRow = typeof payments.$inferSelect;

const paymentRecord = recordShape({
  schoolId: textField(),
  depositorName: textField(),
  email: textField(),
  studentName: textField(),
  studentId: textField(),
  studentClass: textField(),
  classroomId: textField(),
  amount: amountField(),
  purpose: textField(),
  referenceNo: textField(),
  status: textField(),
  paymentMessage: textField(),
  transactionNo: textField(),
});

/** A recorded payment; `amount` is what the provider reports as paid, in naira. */
export function toPayment(row: PaymentRow): Payment {
  return pickRecord(paymentRecord, {
    ...row,
    ...timestampsOf(row),
    amount: toNaira(row.status === 'success' ? row.amountKobo : row.expectedKobo),
  });
}

const routes = sessionRouteSchemas('payments', 'Payment');

export const listPaymentsSchema = {
  ...routes.list(
    'Recorded payments of your schools, newest first (q searches student and depositor); ' +
      'X-Total-Amount sums every match',
    paymentRecord,
    ['_id', 'schoolId', 'studentId', 'classroom'],
  ),
  response: { 200: amountPageSchema(paymentRecord) },
};

const initializeResponse = object({
  reference: textField(),
  amount: amountField().meta({ jsonSchema: { description: 'Naira' } }),
  amountKobo: wholeField().meta({
    jsonSchema: { description: "What the checkout's `amount` takes" },
  }),
  currency: textField(),
  email: textField(),
  metadata: object({
    depositorName: textField(),
    studentName: textField(),
    studentId: textField(),
  }).defined(),
});

export const initializePaymentSchema = routes.create(
  'Start a payment for a student of your school: stores it pending, returns the reference',
  paymentInitializeBodySchema,
  initializeResponse,
);

export const verifyPaymentSchema = {
  ...routes.described(
    'Ask the provider about the reference and record the payment once (status success, NGN, ' +
      'amount not below the initialized one)',
  ),
  body: paymentVerifyBodySchema,
  response: { 200: jsonSchemaOf(paymentRecord) },
};
