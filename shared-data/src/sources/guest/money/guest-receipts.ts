import { countsAsPaid, wasReceived } from '../../../ledger/balance';
import { PAYMENT_STATUS } from '../../../constants/money/payments';
import { toKobo, toNaira } from '../../../format/money/money';
import { chargesTotalKobo } from '../../../ledger/charges/charges';
import { receiptNumber, receiptPrefix } from '../../../format/money/receipt-number';
import type { Payment } from '../../../types/payment';
import type { GuestData } from '../../guest-storage';

const isCounted = (payment: Payment) => wasReceived(payment);

const hasReceipt = (payment: Payment) =>
  typeof payment.receiptNo === 'string' && (payment.receiptNo !== '' || !isCounted(payment));

const sequenceOf = (receiptNo: string) => Number(receiptNo.slice(receiptNo.lastIndexOf('-') + 1));

// Payments are stored in the order they were made; two made in one millisecond keep that order
// (the sort is stable), where their ids, random after the second, would not.
const inCountedOrder = (a: Payment, b: Payment) => a.createdAt.localeCompare(b.createdAt);

/** What the payment's student was charged in the terms opened since it was counted. */
function chargedSince(data: GuestData, payment: Payment): number {
  const student = data.students.find((item) => item._id === payment.studentId);
  if (!student) return 0;
  return data.terms
    .filter((term) => term.schoolId === payment.schoolId && term.openedAt > payment.createdAt)
    .reduce((total, term) => {
      if (term.status === 'current') {
        return total + toKobo(student.totalFeesExpected) - toKobo(student.broughtForward);
      }
      const charged = data.termCharges.find(
        (item) => item.termId === term._id && item.studentId === student._id,
      );
      return total + chargesTotalKobo(charged?.lines ?? []);
    }, 0);
}

/**
 * Every counted payment without a receipt takes one, as the API's counting does
 * (docs/payments.md#receipts): the school's next number, one above the highest it gave, and the
 * student's figures right after it. `data` carries the figures of every payment in it, so a
 * payment's balance after it is the student's balance now plus what they paid after it; one
 * counted and voided since counted then. Numbers follow the order payments were counted, so data
 * saved before receipts reads as if each had taken its own when it was made. Pending and refused
 * payments have none.
 */
export function withReceipts(data: GuestData): GuestData {
  if (data.payments.every(hasReceipt)) return data;
  const lastBySchool = new Map<string, number>();
  for (const payment of data.payments) {
    if (!payment.receiptNo) continue;
    const last = lastBySchool.get(payment.schoolId) ?? 0;
    lastBySchool.set(payment.schoolId, Math.max(last, sequenceOf(payment.receiptNo)));
  }
  const ordered = [...data.payments].sort(inCountedOrder);
  const receipts = new Map<string, Pick<Payment, 'receiptNo' | 'paidToDate' | 'balanceAfter'>>();
  for (const [index, payment] of ordered.entries()) {
    if (hasReceipt(payment)) continue;
    if (!isCounted(payment)) {
      receipts.set(payment._id, { receiptNo: '', paidToDate: null, balanceAfter: null });
      continue;
    }
    const sequence = (lastBySchool.get(payment.schoolId) ?? 0) + 1;
    lastBySchool.set(payment.schoolId, sequence);
    const school = data.schools.find((item) => item._id === payment.schoolId);
    const student = data.students.find((item) => item._id === payment.studentId);
    const own = payment.status === PAYMENT_STATUS.void ? toKobo(payment.amount) : 0;
    const counting = (other: Payment) =>
      other.studentId === payment.studentId && countsAsPaid(other);
    const paidBefore = ordered
      .slice(0, index + 1)
      .filter((other) => counting(other) && other.termId === payment.termId);
    const paidSince = ordered.slice(index + 1).filter(counting);
    const sum = (payments: Payment[]) =>
      payments.reduce((total, other) => total + toKobo(other.amount), 0);
    const balanceNow = student ? toKobo(student.balance) : 0;
    receipts.set(payment._id, {
      receiptNo: receiptNumber(receiptPrefix(school?.name ?? ''), sequence),
      paidToDate: toNaira(sum(paidBefore) + own),
      balanceAfter: toNaira(balanceNow - chargedSince(data, payment) + sum(paidSince) - own),
    });
  }
  return {
    ...data,
    payments: data.payments.map((payment) => {
      const receipt = receipts.get(payment._id);
      return receipt ? { ...payment, ...receipt } : payment;
    }),
  };
}
