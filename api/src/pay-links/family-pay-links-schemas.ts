import {
  familyPayLinkInitializeBodySchema,
  familyPayLinkReceiptRecord,
  familyPayLinkViewRecord,
  field,
  paymentVerifyBodySchema,
  toNaira,
  type FamilyPayLinkReceipt,
} from '@fees/shared-data/core';
import { object } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { sessionRouteSchemas } from '../http/route-schemas';
import type { FamilyPaymentRow, RecordedShare } from '../payments';
import { checkoutFields, checkoutOf } from '../payments';
import { tags, tokenParams } from './pay-links-schemas';

export const viewFamilyPayLinkSchema = {
  tags,
  summary:
    "A family pay link's children, each with their balance, and what they owe together (no " +
    'session; 404 for a dead link, as a student link answers)',
  params: tokenParams,
  response: { 200: jsonSchemaOf(familyPayLinkViewRecord) },
};

const familyInitializeResponse = object({
  ...checkoutFields,
  metadata: object({ depositorName: field.text(), familyName: field.text() }).defined(),
});

export function toFamilyInitializeResponse(payment: FamilyPaymentRow, accessCode?: string) {
  return {
    ...checkoutOf(payment, accessCode),
    metadata: { depositorName: payment.depositorName, familyName: payment.familyName },
  };
}

export const initializeFamilyLinkPaymentSchema = {
  tags,
  summary:
    'Start one card checkout for the family; `shares` (optional) says how much goes to each ' +
    'child and must add up to the amount, else the oldest debt is paid first',
  params: tokenParams,
  body: familyPayLinkInitializeBodySchema,
  response: { 201: jsonSchemaOf(familyInitializeResponse) },
};

export const verifyFamilyLinkPaymentSchema = {
  tags,
  summary:
    "Verify a family checkout's reference with the provider and record it once, split into a " +
    'card payment for each child that receives money',
  params: tokenParams,
  body: paymentVerifyBodySchema,
  response: { 200: jsonSchemaOf(familyPayLinkReceiptRecord) },
};

export function toFamilyReceipt(
  payment: FamilyPaymentRow,
  shares: readonly RecordedShare[],
  schoolName: string,
): FamilyPayLinkReceipt {
  return {
    schoolName,
    familyName: payment.familyName,
    depositorName: payment.depositorName,
    email: payment.email,
    purpose: payment.purpose,
    amount: toNaira(payment.amountKobo),
    amountAsked: toNaira(payment.expectedKobo),
    referenceNo: payment.referenceNo,
    transactionNo: payment.transactionNo,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
    paidAt: (payment.paidAt ?? payment.updatedAt).toISOString(),
    shares: shares.map((share) => ({
      studentName: share.studentName,
      studentClass: share.studentClass,
      amount: toNaira(share.amountKobo),
      receiptNo: share.receiptNo,
      balanceAfter: toNaira(share.balanceAfterKobo),
    })),
  };
}

const familyRoutes = sessionRouteSchemas('pay links', 'Family');
const tokenResponse = object({
  token: field.text().meta({ jsonSchema: { description: 'The link is /pay/family/{token}' } }),
  expiresAt: field.text().meta({ jsonSchema: { description: 'When the link stops working' } }),
});

export const shareFamilyPayLinkSchema = {
  ...familyRoutes.described(
    'Issue a pay link for every child of your family; the server keeps only its hash, so each share issues another',
  ),
  params: familyRoutes.params,
  response: { 201: jsonSchemaOf(tokenResponse) },
};

export const revokeFamilyPayLinksSchema = {
  ...familyRoutes.described('End every pay link of your family and issue a new one'),
  params: familyRoutes.params,
  response: { 201: jsonSchemaOf(tokenResponse) },
};
