import { formatMoney, type Payment } from '@fees/shared-data';
import {
  accountName,
  formatSchoolDateTime,
  isShortCharge,
  paymentDate,
  receivedBy,
} from '@fees/shared-data/core';
import { DetailsTable } from '@fees/shared-ui/pages';
import { howPaid, isVoid, receiptFacts, statusWords } from '../payment-facts/payment-facts';
import { usePaymentTerm } from './use-payment-term';
import styles from './payment-details.module.css';

/**
 * 'Ada Obi on 05-03-2026 14:07 WAT', as byWhomAndWhen words it, its day never broken at a hyphen
 * in the narrow column of a phone.
 */
function ByWhomAndWhen({ who, when }: { who: string; when: string }) {
  const moment = formatSchoolDateTime(when);
  const day = moment.slice(0, 'dd-mm-yyyy'.length);
  return (
    <>
      {`${who} on `}
      <span className={styles.day}>{day}</span>
      {moment.slice(day.length)}
    </>
  );
}

/**
 * Every field of a payment a person reads, read-only: payments are never edited, with the term it
 * counts in (docs/terms.md#payments) and its status in words ('Paid'). A card payment shows what
 * the provider answered (a short charge what was asked too); a recorded one who recorded it, by
 * name, and when; one nobody recorded who received it; a void one who voided it and why. The
 * student's id is left to the 'View student' link.
 */
export function PaymentDetails({ payment }: { payment: Payment }) {
  const card = payment.method === 'card';
  const voided = isVoid(payment);
  const marks = [isShortCharge(payment) && 'short charge', voided && 'void'].filter(Boolean);
  const term = usePaymentTerm(payment);
  return (
    <DetailsTable
      title="Payment details"
      summary={[`${formatMoney(payment.amount)} on ${paymentDate(payment)}`, ...marks].join(' — ')}
      rows={[
        { label: 'Student', value: payment.studentName },
        { label: 'Class', value: payment.studentClass },
        { label: 'Term', value: term },
        { label: 'Depositor name', value: payment.depositorName },
        { label: 'Depositor email', value: payment.email || 'Not given' },
        ...[
          ...howPaid(payment),
          ['Reference', payment.referenceNo] as const,
          ...receiptFacts(payment),
        ].map(([label, value]) => ({ label, value })),
        { label: 'Purpose', value: payment.purpose },
        { label: 'Status', value: statusWords(payment) },
        payment.recordedBy
          ? {
              label: 'Recorded by',
              value: (
                <ByWhomAndWhen who={accountName(payment.recordedBy)} when={payment.createdAt} />
              ),
            }
          : { label: 'Received by', value: receivedBy(payment) },
        ...(card
          ? [
              { label: 'Message', value: payment.paymentMessage },
              { label: 'Transaction number', value: payment.transactionNo },
            ]
          : []),
        ...(voided && payment.voidedAt
          ? [
              {
                label: 'Voided by',
                value: <ByWhomAndWhen who={payment.voidedBy} when={payment.voidedAt} />,
              },
              { label: 'Reason', value: payment.voidReason },
            ]
          : []),
      ]}
    />
  );
}
