import { PAYMENT_METHOD_LABELS } from '../constants/money/payments';
import type { SiblingDiscountRule } from '../ledger/charges/sibling-discount';
import type { Payment } from '../types/payment';
import { formatMoney } from './money/money';

/**
 * How an audit log names what was done to, the same in both modes (docs/staff.md#the-audit-log):
 * a student as 'Okafor Ada (Primary1)'.
 */
export function studentSubject(student: { fullname: string; classroom: string }): string {
  return `${student.fullname} (${student.classroom})`;
}

/** A change to a student, after their name: 'Okafor Ada (Primary1): Discount 0% → 100%: …'. */
export function studentChangeSubject(
  student: { fullname: string; classroom: string },
  line: string,
): string {
  return `${studentSubject(student)}: ${line}`;
}

/**
 * A payment as 'NGN 15,000 by Bank transfer from Ngozi Okafor for Okafor Ada (SKA-000012)', with
 * its receipt number once it has one; a void, a request or an answer adds the reason.
 */
export function paymentSubject(
  payment: Pick<Payment, 'amount' | 'method' | 'depositorName' | 'studentName' | 'receiptNo'>,
  reason?: string,
): string {
  const receipt = payment.receiptNo ? ` (${payment.receiptNo})` : '';
  const method = PAYMENT_METHOD_LABELS[payment.method];
  const paid = `${formatMoney(payment.amount)} by ${method} from ${payment.depositorName} for ${payment.studentName}${receipt}`;
  return reason === undefined ? paid : `${paid}: ${reason.trim()}`;
}

/** '3 students', '1 item': a count in the log's words. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * A sibling discount as the log and the school page say it: '2nd child 10%, 3rd and later 15%, by
 * age', or 'None'.
 */
export function siblingDiscountSubject(rule: SiblingDiscountRule): string {
  if (rule.second === 0 && rule.later === 0) return 'None';
  return `2nd child ${rule.second}%, 3rd and later ${rule.later}%, by ${rule.order}`;
}
