import {
  paymentInitializeBodySchema,
  paymentVerifyBodySchema,
  toNaira,
} from '@fees/shared-data/core';
import type { Payment } from '@fees/shared-data/core';
import type { payments } from '../db/schema/schools';
import { amountPageSchema, recordSchema, timestampsOf } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';

export type PaymentRow = typeof payments.$inferSelect;

export const paymentResponse = recordSchema({
  schoolId: { type: 'string' },
  depositorName: { type: 'string' },
  email: { type: 'string' },
  studentName: { type: 'string' },
  studentId: { type: 'string' },
  studentClass: { type: 'string' },
  classroomId: { type: 'string' },
  amount: { type: 'number' },
  purpose: { type: 'string' },
  referenceNo: { type: 'string' },
  status: { type: 'string' },
  paymentMessage: { type: 'string' },
  transactionNo: { type: 'string' },
});

/** A recorded payment; `amount` is what the provider reports as paid, in naira. */
export function toPayment(row: PaymentRow): Payment {
  return {
    ...timestampsOf(row),
    schoolId: row.schoolId,
    depositorName: row.depositorName,
    email: row.email,
    studentName: row.studentName,
    studentId: row.studentId,
    studentClass: row.studentClass,
    classroomId: row.classroomId,
    amount: toNaira(row.status === 'success' ? row.amountKobo : row.expectedKobo),
    purpose: row.purpose,
    referenceNo: row.referenceNo,
    status: row.status,
    paymentMessage: row.paymentMessage,
    transactionNo: row.transactionNo,
  };
}

const routes = sessionRouteSchemas('payments', 'Payment');

export const listPaymentsSchema = {
  ...routes.list(
    'Recorded payments of your schools, newest first (q searches student and depositor); ' +
      'X-Total-Amount sums every match',
    paymentResponse,
    ['_id', 'schoolId', 'studentId', 'classroom'],
  ),
  response: { 200: amountPageSchema(paymentResponse) },
};

export const initializeResponse = {
  type: 'object',
  properties: {
    reference: { type: 'string' },
    amount: { type: 'number', description: 'Naira' },
    amountKobo: { type: 'integer', description: "What the checkout's `amount` takes" },
    currency: { type: 'string' },
    email: { type: 'string' },
    metadata: {
      type: 'object',
      properties: {
        depositorName: { type: 'string' },
        studentName: { type: 'string' },
        studentId: { type: 'string' },
      },
    },
  },
  required: ['reference', 'amount', 'amountKobo', 'currency', 'email', 'metadata'],
} as const;

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
  response: { 200: paymentResponse },
};
