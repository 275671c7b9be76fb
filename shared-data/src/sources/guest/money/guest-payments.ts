import { countsAsPaid } from '../../../ledger/balance';
import { PAYMENT_REFUSALS, PAYMENT_STATUS } from '../../../constants/money/payments';
import { mayDo } from '../../../roles/actions';
import type { BaseRecord } from '../../../types/base-record';
import type { Payment } from '../../../types/payment';
import type { Student } from '../../../types/student';
import { GUEST_CREDENTIALS } from '../../../constants/guest';
import { checkoutAddress } from '../../../validation/accounts/email-rules';
import {
  payLinkInitializeBodySchema,
  paymentInitializeBodySchema,
  paymentRecordBodySchema,
  paymentVoidBodySchema,
} from '../../../validation/money/payment-schemas';
import { deleteBodySchema } from '../../../validation/accounts/password-schemas';
import { ConflictError, NotFoundError } from '../../data-errors';
import type {
  CheckoutResult,
  CheckoutStart,
  LinkPaymentInput,
  OfflinePaymentInput,
  RecordPaymentInput,
} from '../../data-source';
import {
  CARD_PAYMENT_FIELDS,
  NOT_VOID,
  readCardCheckouts,
  readGuestRole,
  writeCardCheckouts,
  type GuestCardCheckout,
  type GuestData,
} from '../../guest-storage';
import {
  auditName,
  checkBody,
  checkRole,
  checkPassword,
  findIn,
  newRecordBase,
  readAll,
  readForChange,
  saveAll,
  type GuestContext,
} from '../guest-records';
import { paymentTermId } from '../guest-ledger';

/** What a payment copies from its student. */
type StudentFields = 'schoolId' | 'studentName' | 'studentId' | 'studentClass' | 'classroomId';

const sameReference = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Fifteen random digits, the shape of the demo's references. */
export function referenceDigits(): string {
  return Array.from({ length: 15 }, () => Math.floor(Math.random() * 10)).join('');
}

/** A new reference of a card checkout in the demo. */
export function cardReference(): string {
  return `T${referenceDigits()}`;
}

/** The student a payment names, who must be of the school it names; else, in the API's words. */
export function studentOf(data: GuestData, studentId: string, schoolId: string): Student {
  const student = data.students.find((item) => item._id === studentId);
  if (!student || student.schoolId !== schoolId) {
    throw new NotFoundError('Student not found in this school');
  }
  return student;
}

/** What the write that counts a payment fills in (withReceipts). */
type ReceiptFields = 'receiptNo' | 'paidToDate' | 'balanceAfter';

/** A new payment of `student`, who names its school and class; its receipt comes as it is saved. */
export function newPayment(
  context: GuestContext,
  student: Student,
  data: GuestData,
  fields: Omit<Payment, keyof BaseRecord | StudentFields | ReceiptFields | 'termId'>,
): Payment {
  return {
    receiptNo: '',
    paidToDate: null,
    balanceAfter: null,
    termId: paymentTermId(data, student.schoolId, fields.receivedOn),
    ...newRecordBase(context),
    schoolId: student.schoolId,
    studentName: student.fullname,
    studentId: student._id,
    studentClass: student.classroom,
    classroomId: student.classroomId,
    ...fields,
  };
}

/**
 * How long a started checkout may still be charged, and so holds its student's records, as the
 * API's pending payment does (docs/payments.md#pending-payments-are-limited-and-expire).
 */
const CHECKOUT_LIFE_MS = 24 * 60 * 60 * 1000;

function isRunning(checkout: GuestCardCheckout, now: Date): boolean {
  return now.getTime() - Date.parse(checkout.startedAt) < CHECKOUT_LIFE_MS;
}

/** A new checkout of `student`'s, kept while it may be charged; expired ones are dropped. */
function startCheckout(context: GuestContext, student: Student): string {
  const now = context.now();
  const reference = cardReference();
  const running = readCardCheckouts(context.storage).filter((one) => isRunning(one, now));
  const { schoolId, classroomId, _id: studentId } = student;
  const started = { reference, schoolId, classroomId, studentId, startedAt: now.toISOString() };
  writeCardCheckouts(context.storage, [...running, started]);
  return reference;
}

/** Whether a checkout that may still be charged is of a student `holds` names. */
export function checkoutRunning(
  context: GuestContext,
  holds: (checkout: GuestCardCheckout) => boolean,
): boolean {
  const now = context.now();
  return readCardCheckouts(context.storage).some((one) => isRunning(one, now) && holds(one));
}

export function initializePayment(
  context: GuestContext,
  details: RecordPaymentInput['details'],
): CheckoutStart {
  checkRole(context, 'takeCardPayment');
  checkBody(paymentInitializeBodySchema, details);
  const student = studentOf(readAll(context), details.studentId, details.schoolId);
  return { reference: startCheckout(context, student), email: details.email };
}

/**
 * A parent's checkout on a link, by the parent's own rules: an e-mail only if they have one, the
 * demo owner's standing in for the provider otherwise.
 */
export function initializeLinkPayment(
  context: GuestContext,
  student: Student,
  details: LinkPaymentInput['details'],
): CheckoutStart {
  checkBody(payLinkInitializeBodySchema, details);
  studentOf(readAll(context), student._id, student.schoolId);
  return {
    reference: startCheckout(context, student),
    email: checkoutAddress(details.email, GUEST_CREDENTIALS.email),
  };
}

/** The dashboard's completed checkout, recorded once (`recordCheckedPayment`). */
export function recordPayment(context: GuestContext, input: RecordPaymentInput) {
  checkRole(context, 'takeCardPayment');
  checkBody(paymentInitializeBodySchema, input.details);
  return recordCheckedPayment(context, input);
}

/** A parent's completed checkout through `student`'s link, recorded once. */
export function recordLinkPayment(
  context: GuestContext,
  student: Student,
  { details, checkout }: LinkPaymentInput,
) {
  checkBody(payLinkInitializeBodySchema, details);
  const owned = { schoolId: student.schoolId, studentId: student._id };
  return recordCheckedPayment(context, {
    details: { ...details, ...owned, email: details.email ?? '' },
    checkout,
  });
}

/**
 * A completed checkout recorded once, in one read and one write: a reference already recorded is
 * answered as it is, `recorded` false, so the caller logs and marks only a new one.
 */
function recordCheckedPayment(
  context: GuestContext,
  { details, checkout }: RecordPaymentInput,
): { payment: Payment; recorded: boolean } {
  const data = readAll(context);
  const existing = data.payments.find((payment) => payment.referenceNo === checkout.reference);
  if (existing) return { payment: existing, recorded: false };
  const student = studentOf(data, details.studentId, details.schoolId);
  const payment = newCardPayment(context, student, data, details, checkout);
  data.payments.push(payment);
  return { payment: saveAll(context, data, 'payments', payment._id), recorded: true };
}

/** A card payment of `student` as the checkout completed it, not yet saved. */
export function newCardPayment(
  context: GuestContext,
  student: Student,
  data: GuestData,
  details: Pick<RecordPaymentInput['details'], 'depositorName' | 'email' | 'amount' | 'purpose'>,
  checkout: CheckoutResult,
): Payment {
  return newPayment(context, student, data, {
    depositorName: details.depositorName,
    email: details.email,
    amount: details.amount,
    amountAsked: details.amount,
    purpose: details.purpose,
    referenceNo: checkout.reference,
    status: checkout.status,
    paymentMessage: checkout.message,
    transactionNo: checkout.transaction,
    ...CARD_PAYMENT_FIELDS,
  });
}

export function recordOfflinePayment(
  context: GuestContext,
  input: OfflinePaymentInput,
  password: string,
): Payment {
  const data = readForChange(context, 'recordPayment', paymentRecordBodySchema, {
    ...input,
    password,
  });
  const student = studentOf(data, input.studentId, input.schoolId);
  const externalReference = input.externalReference?.trim() ?? '';
  const repeated =
    externalReference &&
    data.payments.find(
      (payment) =>
        payment.schoolId === student.schoolId &&
        countsAsPaid(payment) &&
        sameReference(payment.externalReference, externalReference),
    );
  if (repeated) {
    const message = PAYMENT_REFUSALS.duplicateReference;
    throw new ConflictError(message, {
      fields: { externalReference: message },
      existingId: repeated._id,
    });
  }
  const payment = newPayment(context, student, data, {
    depositorName: input.depositorName.trim(),
    email: input.email?.trim() ?? '',
    amount: input.amount,
    amountAsked: input.amount,
    purpose: input.purpose.trim(),
    referenceNo: `R${referenceDigits()}`,
    status: PAYMENT_STATUS.paid,
    paymentMessage: '',
    transactionNo: '',
    method: input.method,
    externalReference,
    receivedOn: input.receivedOn,
    recordedBy: auditName(context),
    narration: '',
    ...NOT_VOID,
  });
  data.payments.push(payment);
  return saveAll(context, data, 'payments', payment._id);
}

/** A recorded payment that is not void: what a void, a request or an answer to one acts on. */
function voidablePayment(data: GuestData, paymentId: string): Payment {
  const payment = findIn(data, 'payments', paymentId);
  if (payment.method === 'card') throw new ConflictError(PAYMENT_REFUSALS.cardNotVoidable);
  if (payment.status === PAYMENT_STATUS.void) {
    throw new ConflictError(PAYMENT_REFUSALS.alreadyVoid);
  }
  return payment;
}

/** The owner's void is at once; the demo bursar's waits for the owner (docs/staff.md#voids). */
export function voidPayment(
  context: GuestContext,
  paymentId: string,
  reason: string,
  password: string,
): Payment {
  const data = readForChange(context, 'askVoid', paymentVoidBodySchema, { reason, password });
  const payment = voidablePayment(data, paymentId);
  const stamp = context.now().toISOString();
  const step = { by: auditName(context), reason: reason.trim(), at: stamp };
  if (mayDo(readGuestRole(context.storage), 'answerVoid')) {
    Object.assign(payment, voided(step));
  } else {
    if (payment.voidRequest) throw new ConflictError(PAYMENT_REFUSALS.voidAlreadyRequested);
    Object.assign(payment, { voidRequest: step, updatedAt: stamp });
  }
  return saveAll(context, data, 'payments', paymentId);
}

function voided(step: { by: string; reason: string; at: string }) {
  return {
    status: PAYMENT_STATUS.void,
    voidedAt: step.at,
    voidedBy: step.by,
    voidReason: step.reason,
    updatedAt: step.at,
  };
}

/** A waiting request, answered by the owner with their password. */
function answerRequest(
  context: GuestContext,
  paymentId: string,
  password: string,
  answer: (payment: Payment, step: { by: string; at: string }) => object,
): Payment {
  checkRole(context, 'answerVoid');
  checkPassword(password);
  const data = readAll(context);
  const payment = voidablePayment(data, paymentId);
  if (!payment.voidRequest) throw new ConflictError(PAYMENT_REFUSALS.noVoidRequested);
  const step = { by: auditName(context), at: context.now().toISOString() };
  Object.assign(payment, answer(payment, step));
  return saveAll(context, data, 'payments', paymentId);
}

export function approveVoid(context: GuestContext, paymentId: string, password: string): Payment {
  checkBody(deleteBodySchema, { password });
  return answerRequest(context, paymentId, password, (payment, step) =>
    voided({ ...step, reason: payment.voidRequest?.reason ?? '' }),
  );
}

export function declineVoid(
  context: GuestContext,
  paymentId: string,
  reason: string,
  password: string,
): Payment {
  checkBody(paymentVoidBodySchema, { reason, password });
  return answerRequest(context, paymentId, password, (_, step) => ({
    voidRequest: null,
    voidDeclined: { ...step, reason: reason.trim() },
    updatedAt: step.at,
  }));
}
