import { formatMoney, type PaymentFormValues } from '@fees/shared-data';
import { Button, Modal, ModalActions } from '@fees/shared-ui';
import { PaymentFactsTable } from './payment-facts-table';
import styles from './payment-confirm-modal.module.css';

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
        ['Depositor email', values.email],
        ['Purpose', values.purpose],
      ]
    : [];
  return (
    <Modal
      open={values !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Please confirm student information before proceeding."
      description="Pay Fees opens the card payment provider's checkout."
      dismissible={!busy}
    >
      <PaymentFactsTable rows={rows} className={styles.table} />
      <ModalActions>
        <Button variant="light" width="auto" icon={null} disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button width="auto" busy={busy} onClick={() => values && onPay(values)}>
          Pay Fees
        </Button>
      </ModalActions>
    </Modal>
  );
}
