import {
  formatMoney,
  isShortCharge,
  paymentDate,
  termLabel,
  termsQueryOptions,
  type Payment,
} from '@fees/shared-data';
import { DetailsTable } from '@fees/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { byWhomAndWhen, howPaid, isVoid, receiptFacts } from './payment-facts';

/**
 * Every field of a payment, read-only: payments are never edited, with the term it counts in
 * (docs/terms.md#payments). A card payment shows what the
 * provider answered (a short charge what was asked too); a recorded one who recorded it, and when;
 * a void one who voided it and why.
 */
export function PaymentDetails({ payment }: { payment: Payment }) {
  const card = payment.method === 'card';
  const voided = isVoid(payment);
  const marks = [isShortCharge(payment) && 'short charge', voided && 'void'].filter(Boolean);
  const terms = useQuery(termsQueryOptions(payment.schoolId));
  const term = terms.data?.find((each) => each._id === payment.termId);
  return (
    <DetailsTable
      title="Payment details"
      summary={[`${formatMoney(payment.amount)} on ${paymentDate(payment)}`, ...marks].join(' — ')}
      rows={[
        { label: 'Student', value: payment.studentName },
        { label: 'Class', value: payment.studentClass },
        { label: 'Student ID', value: payment.studentId },
        { label: 'Term', value: term ? termLabel(term) : terms.isPending ? 'Loading…' : '' },
        { label: 'Depositor name', value: payment.depositorName },
        { label: 'Depositor email', value: payment.email || 'Not given' },
        ...[...howPaid(payment), ...receiptFacts(payment)].map(([label, value]) => ({
          label,
          value,
        })),
        { label: 'Purpose', value: payment.purpose },
        { label: 'Status', value: payment.status },
        ...(card
          ? [
              { label: 'Message', value: payment.paymentMessage },
              { label: 'Transaction number', value: payment.transactionNo },
            ]
          : [
              { label: 'Recorded by', value: byWhomAndWhen(payment.recordedBy, payment.createdAt) },
            ]),
        ...(voided && payment.voidedAt
          ? [
              { label: 'Voided by', value: byWhomAndWhen(payment.voidedBy, payment.voidedAt) },
              { label: 'Reason', value: payment.voidReason },
            ]
          : []),
      ]}
    />
  );
}
