import {
  field,
  PAY_LINK_INVALID,
  PAY_LINK_TOKEN_PATTERN,
  payLinkInitializeBodySchema,
  payLinkReceiptRecord,
  payLinkViewRecord,
  paymentVerifyBodySchema,
  payLinkMailBodySchema,
  reminderSummaryRecord,
  toNaira,
  type PayLinkReceipt,
} from '@fees/shared-data/core';
import { object, string } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { sessionRouteSchemas } from '../http/route-schemas';
import { initializeResponse, toPayment, type PaymentRow } from '../payments';

export const tags = ['pay links'];

/** A token that cannot be one gets the answer every dead token gets, so none can be told apart. */
export const tokenParams = object({
  token: string().required(PAY_LINK_INVALID).matches(PAY_LINK_TOKEN_PATTERN, PAY_LINK_INVALID),
}).noUnknown(PAY_LINK_INVALID);

export function toReceipt(row: PaymentRow, schoolName: string): PayLinkReceipt {
  const { receiptNo, paidToDate, balanceAfter } = toPayment(row);
  return {
    depositorName: row.depositorName,
    email: row.email,
    studentName: row.studentName,
    studentClass: row.studentClass,
    amount: toNaira(row.amountKobo),
    amountAsked: toNaira(row.expectedKobo),
    purpose: row.purpose,
    referenceNo: row.referenceNo,
    transactionNo: row.transactionNo,
    method: row.method,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    schoolName,
    receiptNo,
    paidToDate,
    balanceAfter,
  };
}

export const viewPayLinkSchema = {
  tags,
  summary:
    "A pay link's student: school, name, class and fees (no session; 404 for a dead link, with " +
    '`school: { name, phone }` when the link existed and was revoked or has expired)',
  params: tokenParams,
  response: { 200: jsonSchemaOf(payLinkViewRecord) },
};

export const initializeLinkPaymentSchema = {
  tags,
  summary: "Start a card payment for the link's student, as the dashboard's initialize does",
  params: tokenParams,
  body: payLinkInitializeBodySchema,
  response: { 201: jsonSchemaOf(initializeResponse) },
};

export const verifyLinkPaymentSchema = {
  tags,
  summary: "Verify a reference of the link's student with the provider and record it once",
  params: tokenParams,
  body: paymentVerifyBodySchema,
  response: { 200: jsonSchemaOf(payLinkReceiptRecord) },
};

const studentRoutes = sessionRouteSchemas('pay links', 'Student');
const tokenResponse = object({
  token: field.text().meta({ jsonSchema: { description: 'The link is /pay/{token}' } }),
  expiresAt: field.text().meta({ jsonSchema: { description: 'When the link stops working' } }),
});

export function toIssuedLink(link: { token: string; expiresAt: Date }) {
  return { token: link.token, expiresAt: link.expiresAt.toISOString() };
}

export const sharePayLinkSchema = {
  ...studentRoutes.described(
    'Issue a pay link for your student; the server keeps only its hash, so each share issues another',
  ),
  params: studentRoutes.params,
  response: { 201: jsonSchemaOf(tokenResponse) },
};

export const revokePayLinksSchema = {
  ...studentRoutes.described('End every pay link of your student and issue a new one'),
  params: studentRoutes.params,
  response: { 201: jsonSchemaOf(tokenResponse) },
};

export const mailPayLinkSchema = {
  ...studentRoutes.described("E-mail a live pay link of your student to the parent's e-mail"),
  params: studentRoutes.params,
  body: payLinkMailBodySchema,
  response: { 200: jsonSchemaOf(object({ sentTo: field.text() })) },
};

export const sendFamilyReminderSchema = {
  ...sessionRouteSchemas('families', 'Family').described(
    "E-mail the family's parent one reminder naming every child who owes, with their pay links; once a day",
  ),
  params: sessionRouteSchemas('families', 'Family').params,
  response: { 200: jsonSchemaOf(reminderSummaryRecord) },
};

export const sendRemindersSchema = {
  ...sessionRouteSchemas('classrooms', 'Classroom').described(
    'E-mail each parent of the classroom who owes their pay link(s) and balance, once a day',
  ),
  params: sessionRouteSchemas('classrooms', 'Classroom').params,
  response: { 200: jsonSchemaOf(reminderSummaryRecord) },
};
