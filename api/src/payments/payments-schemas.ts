import {
  paymentInitializeBodySchema,
  paymentVerifyBodySchema,
  toNaira,
} from '@fees/shared-data/core';
import type { Payment } from '@fees/shared-data/core';
import type { payments } from '../db/schema/schools';
import { object } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { amountPageSchema, field, recordShape, toRecord } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';

export type PaymentRow = typeof payments.$inferSelect;

const paymentRecord = recordShape({
  schoolId: field.text(),
  depositorName: field.text(),
  email: field.text(),
  studentName: field.text(),
  studentId: field.text(),
  studentClass: field.text(),
  classroomId: field.text(),
  amount: field.amount(),
  purpose: field.text(),
  referenceNo: field.text(),
  status: field.text(),
  paymentMessage: field.text(),
  transactionNo: field.text(),
});

/** A recorded payment; `amount` is what the provider reports as paid, in naira. */
export function toPayment(row: PaymentRow): Payment {
  return toRecord(paymentRecord, {
    ...row,
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
  reference: field.text(),
  amount: field.amount().meta({ jsonSchema: { description: 'Naira' } }),
  amountKobo: field.whole().meta({
    jsonSchema: { description: "What the checkout's `amount` takes" },
  }),
  currency: field.text(),
  email: field.text(),
  metadata: object({
    depositorName: field.text(),
    studentName: field.text(),
    studentId: field.text(),
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
