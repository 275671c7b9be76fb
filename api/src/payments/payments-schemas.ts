import {
  CURRENCY,
  dayRangeShape,
  deleteBodySchema,
  field,
  LIMITS,
  PAYMENT_METHODS,
  PAYMENT_SORTS,
  paymentInitializeBodySchema,
  paymentRecord,
  paymentRecordBodySchema,
  paymentVerifyBodySchema,
  paymentVoidBodySchema,
  toNaira,
} from '@fees/shared-data/core';
import type { Payment } from '@fees/shared-data/core';
import type { payments } from '../db/schema/schools';
import { object, string } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { afterShape } from '../http/list-query';
import { amountPageSchema, toRecord } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * A received payment; `amount` is what the provider reports as charged for a card, what the
 * bursary recorded otherwise, and `amountAsked` what the checkout was started with, in naira.
 */
export function toPayment(row: PaymentRow): Payment {
  return toRecord(paymentRecord, {
    ...row,
    amount: toNaira(row.status === 'pending' ? row.expectedKobo : row.amountKobo),
    amountAsked: toNaira(row.expectedKobo),
    receivedOn: row.receivedOn ?? '',
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidRequest: row.voidRequestedAt && {
      by: row.voidRequestedBy,
      reason: row.voidRequestReason,
      at: row.voidRequestedAt.toISOString(),
    },
    voidDeclined: row.voidDeclinedAt && {
      by: row.voidDeclinedBy,
      reason: row.voidDeclineReason,
      at: row.voidDeclinedAt.toISOString(),
    },
    receiptNo: row.receiptNo ?? '',
    paidToDate: row.paidToDateKobo === null ? null : toNaira(row.paidToDateKobo),
    balanceAfter: row.balanceAfterKobo === null ? null : toNaira(row.balanceAfterKobo),
  });
}

const routes = sessionRouteSchemas('payments', 'Payment');
const paymentResponse = { 200: jsonSchemaOf(paymentRecord) };

/** `voidRequested=true`: only the payments whose void waits for the owner (docs/staff.md#voids). */
const voidRequestedShape = {
  voidRequested: string().oneOf(['true'], 'voidRequested must be true'),
};

/** `receipt=SKA-000123`: the payments whose receipt number holds it, the top bar's search. */
const receiptShape = {
  receipt: string()
    .strict()
    .typeError('receipt must be text')
    .max(LIMITS.queryMax, `receipt must not exceed ${LIMITS.queryMax} characters`),
};

export const listPaymentsSchema = {
  ...routes.list(
    'Received payments of your schools, void ones too, newest first (q searches student and ' +
      'depositor; from and to are days in Lagos, both included, of the day a payment shows; ' +
      'sort=date or amount, ties newest first; after=<_id> for the page after that payment; ' +
      'voidRequested=true for those whose void waits for the owner; receipt searches the ' +
      'receipt number); ' +
      'X-Total-Amount and X-Total-By-Method sum every match that counts; X-Total-Voided counts ' +
      'the void ones',
    paymentRecord,
    ['_id', 'schoolId', 'studentId', 'classroom', 'term'],
    { method: PAYMENT_METHODS },
    PAYMENT_SORTS,
    { ...dayRangeShape, ...afterShape, ...voidRequestedShape, ...receiptShape },
  ),
  response: { 200: amountPageSchema(paymentRecord) },
};

/** What any checkout is opened with: a single payment's or a family's (whose metadata differs). */
export const checkoutFields = {
  reference: field.text(),
  amount: field.amount().meta({ jsonSchema: { description: 'Naira' } }),
  amountKobo: field.whole().meta({
    jsonSchema: { description: "What the checkout's `amount` takes" },
  }),
  currency: field.text(),
  email: field.text(),
  accessCode: string().meta({
    jsonSchema: {
      description:
        'Set when the school has a settlement account: the server started the checkout with the ' +
        'provider, and the browser resumes it by this code (docs/payments.md#settlement)',
    },
  }),
};

/**
 * The checkout's fields of a pending row with our reference and the kobo it asks, and the access
 * code when the server started it with the provider.
 */
export function checkoutOf(
  row: { referenceNo: string; expectedKobo: number; email: string },
  accessCode?: string,
) {
  return {
    reference: row.referenceNo,
    amount: toNaira(row.expectedKobo),
    amountKobo: row.expectedKobo,
    currency: CURRENCY,
    email: row.email,
    ...(accessCode ? { accessCode } : {}),
  };
}

export const initializeResponse = object({
  ...checkoutFields,
  metadata: object({
    depositorName: field.text(),
    studentName: field.text(),
    studentId: field.text(),
  }).defined(),
});

/** What a single payment's checkout carries to the provider besides the amount. */
export function checkoutMetadata(payment: PaymentRow) {
  return {
    depositorName: payment.depositorName,
    studentName: payment.studentName,
    studentId: payment.studentId,
  };
}

/** What the checkout is opened with, for the dashboard's initialize and a pay link's alike. */
export function toInitializeResponse(payment: PaymentRow, accessCode?: string) {
  return { ...checkoutOf(payment, accessCode), metadata: checkoutMetadata(payment) };
}

export const initializePaymentSchema = routes.create(
  'Start a payment for a student of your school: stores it pending, returns the reference',
  paymentInitializeBodySchema,
  initializeResponse,
);

export const verifyPaymentSchema = {
  ...routes.described(
    'Ask the provider about the reference of a pending card payment and record it once (status ' +
      'success, NGN) at the amount charged; one below `amountAsked` is a short charge',
  ),
  body: paymentVerifyBodySchema,
  response: paymentResponse,
};

export const recordPaymentSchema = routes.create(
  'Record a cash, bank transfer, POS or other payment received for a student of your school ' +
    '(409 with `existingId` when its reference is already recorded for the school)',
  paymentRecordBodySchema,
  paymentRecord,
);

export const voidPaymentSchema = {
  ...routes.described(
    "Void a recorded payment with a reason: the owner's is at once (it stays listed, marked void, " +
      "and stops counting); a bursar's answers 202 with the payment's `voidRequest`, and the " +
      'payment counts until the owner approves',
  ),
  params: routes.params,
  body: paymentVoidBodySchema,
  response: { ...paymentResponse, 202: jsonSchemaOf(paymentRecord) },
};

export const approveVoidSchema = {
  ...routes.described("Approve a bursar's waiting void request (owner; needs the password)"),
  params: routes.params,
  body: deleteBodySchema,
  response: paymentResponse,
};

export const declineVoidSchema = {
  ...routes.described(
    "Decline a bursar's waiting void request with a reason (owner; needs the password): the " +
      'payment counts on, with `voidDeclined`',
  ),
  params: routes.params,
  body: paymentVoidBodySchema,
  response: paymentResponse,
};
