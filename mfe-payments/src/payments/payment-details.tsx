import { formatDate, formatMoney, type Payment } from '@fees/shared-data';
import { DetailsTable } from '@fees/shared-ui';

/** Every field of a payment, read-only: payments are never edited. */
export function PaymentDetails({ payment }: { payment: Payment }) {
  return (
    <DetailsTable
      title="Payment details"
      summary={`${formatMoney(payment.amount)} on ${formatDate(payment.createdAt)}`}
      rows={[
        { label: 'Student', value: payment.studentName },
        { label: 'Class', value: payment.studentClass },
        { label: 'Student ID', value: payment.studentId },
        { label: 'Depositor name', value: payment.depositorName },
        { label: 'Depositor email', value: payment.email },
        { label: 'Amount', value: formatMoney(payment.amount) },
        { label: 'Purpose', value: payment.purpose },
        { label: 'Date', value: formatDate(payment.createdAt) },
        { label: 'Reference', value: payment.referenceNo },
        { label: 'Status', value: payment.status },
        { label: 'Message', value: payment.paymentMessage },
        { label: 'Transaction number', value: payment.transactionNo },
      ]}
    />
  );
}
