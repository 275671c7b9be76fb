import { formatMoney } from '@fees/shared-data';
import type { PaymentFormValues } from '@fees/shared-data/core';
import { CheckoutConfirmModal } from './checkout-confirm-modal';

export type PaymentConfirmModalProps = {
  /** The valid form values to confirm; null keeps the modal shut. */
  values: PaymentFormValues | null;
  /** While the checkout gets ready: 'Pay Fees' shows '...' and the modal stays open. */
  busy: boolean;
  /** Escape or the close button: shut, the form kept as it is. */
  onClose: () => void;
  /** 'Cancel': shut and start the form again. */
  onCancel: () => void;
  onPay: (values: PaymentFormValues) => void;
};

/**
 * The rows naming who pays, how much and why, which every checkout confirms last. On a pay link a
 * parent may give no e-mail, and the receipt then shows on the page.
 */
export function payerRows(values: {
  amount: number;
  depositorName: string;
  email: string;
  purpose: string;
}): [string, string][] {
  return [
    ['Amount', formatMoney(values.amount)],
    ['Depositor name', values.depositorName],
    ['Depositor email', values.email || 'None given: the receipt shows on this page'],
    ['Purpose', values.purpose],
  ];
}

/** What is about to be paid, for one last look before the card checkout opens. */
export function PaymentConfirmModal({
  values,
  busy,
  onClose,
  onCancel,
  onPay,
}: PaymentConfirmModalProps) {
  const rows: [string, string][] = values
    ? [
        ['Student name', values.studentName],
        ['Class', values.studentClass],
        // A pay link names its student itself; the parent is not shown an id.
        ...(values.studentId ? [['Student ID', values.studentId] as [string, string]] : []),
        ...payerRows(values),
      ]
    : [];
  return (
    <CheckoutConfirmModal
      open={values !== null}
      title="Please confirm student information before proceeding."
      rows={rows}
      busy={busy}
      onClose={onClose}
      onCancel={onCancel}
      onPay={() => values && onPay(values)}
    />
  );
}
