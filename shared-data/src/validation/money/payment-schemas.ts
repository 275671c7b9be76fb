import { array, object, type InferType } from 'yup';
import { LIMITS } from '../../constants/limits';
import {
  METHODS_NEEDING_REFERENCE,
  RECORDED_PAYMENT_METHODS,
} from '../../constants/money/payments';
import { isCalendarDay, schoolToday } from '../../format/dates';
import type { RecordedPaymentMethod } from '../../types/payment';
import { mailableEmailRule, optionalEmailRule } from '../accounts/email-rules';
import { adminPasswordRule } from '../accounts/password-schemas';
import { bodyObject, idRule, moneyRule, text, type RuleMode } from '../rules/rule-builders';

const { depositorName, purpose, minPaymentAmount, referenceMax, voidReason } = LIMITS;

/**
 * Three letters, as the message says, so a parent named 'Eze' can pay (docs/product-rules.md). The
 * parent's own pages ask for 'Your name', and their message says so.
 */
function depositorNameRule(mode: RuleMode, label = 'Depositor name') {
  return text(mode)
    .required(`${label} is required`)
    .min(depositorName.min, `Name must be at least ${depositorName.min} characters`)
    .max(depositorName.max, `Name must not exceed ${depositorName.max} characters`);
}

/** The old product calls the purpose 'Name' in its messages; kept (docs/product-rules.md). */
function purposeRule(mode: RuleMode) {
  return text(mode)
    .required('Purpose is required')
    .min(purpose.min, `Name must be at least ${purpose.min} characters`)
    .max(purpose.max, `Name must not exceed ${purpose.max} characters`);
}

/**
 * The fields the form and the body share, by their API names. The form checks the e-mail's format
 * too ('Email is invalid'): the receipt is mailed there, and the server refuses a malformed one.
 */
function paymentFields(mode: RuleMode) {
  return {
    depositorName: depositorNameRule(mode),
    email: mailableEmailRule(mode),
    amount: moneyRule(mode, 'Amount is required', minPaymentAmount),
    purpose: purposeRule(mode),
  };
}

export const paymentSchema = object({
  ...paymentFields('form'),
  studentName: text('form').required('Student name is required'),
  /** Required with no message of its own, so yup's default text shows, as in the original. */
  studentId: text('form').required(),
  studentClass: text('form').required('Classroom is required'),
});
export type PaymentFormValues = InferType<typeof paymentSchema>;

/**
 * What a parent gives on a pay link: their name, and an e-mail only if they have one, since many
 * parents have none; the receipt shows on the page either way (docs/pay-links.md#paying).
 */
function linkPaymentFields(mode: RuleMode) {
  return {
    ...paymentFields(mode),
    depositorName: depositorNameRule(mode, 'Your name'),
    email: optionalEmailRule(mode),
  };
}

/** The parent's form on a pay link: the link names the student, so only these four fields. */
export const payLinkFormSchema = object(linkPaymentFields('form'));
export type PayLinkFormValues = InferType<typeof payLinkFormSchema>;

/** A parent paying by link: the link names the school and the student (docs/pay-links.md). */
export const payLinkInitializeBodySchema = bodyObject(linkPaymentFields('body'));
export type PayLinkInitializeBody = InferType<typeof payLinkInitializeBodySchema>;

/**
 * A parent paying a family link: the four fields, and the shares when the parent chose how much
 * goes to each child (they must add up to the amount; without them the oldest debt goes first,
 * docs/families.md#the-family-pay-link).
 */
export const familyPayLinkInitializeBodySchema = bodyObject({
  ...linkPaymentFields('body'),
  shares: array(
    bodyObject({
      studentId: idRule('Student is required'),
      amount: moneyRule('body', 'Amount is required', 0),
    }),
  )
    .max(LIMITS.familyChildrenMax, `At most ${LIMITS.familyChildrenMax} shares`)
    .optional(),
});
export type FamilyPayLinkInitializeBody = InferType<typeof familyPayLinkInitializeBodySchema>;

/** Student name and class come from the server's records, never from the browser. */
export const paymentInitializeBodySchema = bodyObject({
  schoolId: idRule('School is required'),
  studentId: idRule('Student is required'),
  ...paymentFields('body'),
});
export type PaymentInitializeBody = InferType<typeof paymentInitializeBodySchema>;

export const paymentVerifyBodySchema = bodyObject({
  reference: text('body')
    .required('Reference is required')
    .max(referenceMax, 'Reference is invalid')
    .matches(/^[A-Za-z0-9._=-]+$/, 'Reference is invalid'),
});
export type PaymentVerifyBody = InferType<typeof paymentVerifyBodySchema>;

/** The day money arrived: a real date, not after today in the school's calendar. */
function receivedOnRule(mode: RuleMode) {
  return text(mode)
    .required('Date received is required')
    .test('calendar-day', 'Date received is invalid', (value) =>
      value === undefined ? true : isCalendarDay(value) && value >= LIMITS.earliestReceivedOn,
    )
    .test(
      'not-future',
      'Date received cannot be in the future',
      (value) => value === undefined || !isCalendarDay(value) || value <= schoolToday(),
    );
}

/**
 * Fields of a payment the bursary records (cash, transfer, POS): the card form's rules where they
 * apply, an optional e-mail (a receipt is mailed only when one is given), and the bank's or
 * terminal's reference, required for transfers and POS (docs/payments.md#recorded-payments).
 */
function recordedPaymentFields(mode: RuleMode) {
  return {
    studentId:
      mode === 'body' ? idRule('Student is required') : text(mode).required('Student is required'),
    amount: moneyRule(mode, 'Amount is required', minPaymentAmount),
    // An unchosen method reads as missing, so it says 'required' rather than failing oneOf.
    method: text(mode)
      .transform((value: string) => (value === '' ? undefined : value))
      .required('Method is required')
      .oneOf(RECORDED_PAYMENT_METHODS, 'Method must be Cash, Bank transfer, POS or Other'),
    receivedOn: receivedOnRule(mode),
    depositorName: depositorNameRule(mode),
    email: optionalEmailRule(mode),
    purpose: purposeRule(mode),
    externalReference: text(mode)
      .max(referenceMax, `Reference must not exceed ${referenceMax} characters`)
      .when('method', {
        is: (method: unknown) =>
          METHODS_NEEDING_REFERENCE.includes(method as RecordedPaymentMethod),
        then: (rule) => rule.required('Reference is required for bank transfers and POS payments'),
      }),
  };
}

export const recordedPaymentSchema = object(recordedPaymentFields('form'));
export type RecordedPaymentFormValues = InferType<typeof recordedPaymentSchema>;

/** What the bursary records, with the admin password; names and class come from the records. */
export const paymentRecordBodySchema = bodyObject({
  schoolId: idRule('School is required'),
  ...recordedPaymentFields('body'),
  password: adminPasswordRule('body'),
});
export type PaymentRecordBody = InferType<typeof paymentRecordBodySchema>;

function voidReasonRule(mode: RuleMode) {
  return text(mode)
    .required('Reason is required')
    .min(voidReason.min, `Reason must be at least ${voidReason.min} characters`)
    .max(voidReason.max, `Reason must not exceed ${voidReason.max} characters`);
}

/** Voiding keeps the payment and says why, under the admin password. */
export const paymentVoidSchema = object({
  reason: voidReasonRule('form'),
  password: adminPasswordRule('form'),
});
export type PaymentVoidFormValues = InferType<typeof paymentVoidSchema>;

export const paymentVoidBodySchema = bodyObject({
  reason: voidReasonRule('body'),
  password: adminPasswordRule('body'),
});
export type PaymentVoidBody = InferType<typeof paymentVoidBodySchema>;
