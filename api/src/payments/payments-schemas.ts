import {
  paymentInitializeBodySchema,
  paymentVerifyBodySchema,
  toNaira,
} from '@fees/shared-data/core';
import type { Payment } from '@fees/shared-data/core';
import type { payments } from '../db/schema/schools';
import { idFilter, listQueryShape } from '../plugins/list-query';
import { listHeaders, listSchema, recordSchema, timestampsOf } from '../plugins/records';
import { querySchema } from '../plugins/validation';

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

const tags = ['payments'];
const security = [{ session: [] }];

export const listPaymentsSchema = {
  tags,
  security,
  summary: 'Recorded payments of your schools, newest first (q searches student and depositor)',
  querystring: querySchema({
    ...listQueryShape,
    _id: idFilter('_id'),
    schoolId: idFilter('schoolId'),
    studentId: idFilter('studentId'),
    classroom: idFilter('classroom'),
  }),
  response: { 200: { ...listSchema(paymentResponse), headers: listHeaders } },
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

export const initializePaymentSchema = {
  tags,
  security,
  summary: 'Start a payment for a student of your school: stores it pending, returns the reference',
  body: paymentInitializeBodySchema,
  response: { 201: initializeResponse },
};

export const verifyPaymentSchema = {
  tags,
  security,
  summary:
    'Ask the provider about the reference and record the payment once (status success, NGN, ' +
    'amount not below the initialized one)',
  body: paymentVerifyBodySchema,
  response: { 200: paymentResponse },
};
