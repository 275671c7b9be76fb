import { formatMoney, type PaymentFormValues } from '@fees/shared-data';
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

/** The e-mail row: on a pay link a parent may give none, and the receipt shows on the page. */
export function depositorEmailRow(email: string): [string, string] {
  return ['Depositor email', email || 'None given: the receipt shows on this page'];
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
        ['Amount', formatMoney(values.amount)],
        ['Depositor name', values.depositorName],
        depositorEmailRow(values.email),
        ['Purpose', values.purpose],
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
