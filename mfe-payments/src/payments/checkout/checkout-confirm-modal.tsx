import { Button, Modal, ModalActions } from '@fees/shared-ui';
import { PaymentFactsTable } from '../payment-facts/payment-facts-table';
import styles from './checkout-confirm-modal.module.css';

export type CheckoutConfirmModalProps = {
  open: boolean;
  title: string;
  /** What is about to be paid, label and value, in reading order. */
  rows: [string, string][];
  /** While the checkout gets ready: 'Pay Fees' shows '...' and the modal stays open. */
  busy: boolean;
  /** Escape or the close button. */
  onClose: () => void;
  /** 'Cancel'. */
  onCancel: () => void;
  /** 'Pay Fees'. */
  onPay: () => void;
};

/**
 * The last look before the card checkout opens, the dashboard's and a pay link's alike: the facts
 * about to be paid, then Cancel or 'Pay Fees'. Each confirmation gives its own title and rows.
 */
export function CheckoutConfirmModal({
  open,
  title,
  rows,
  busy,
  onClose,
  onCancel,
  onPay,
}: CheckoutConfirmModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description="Pay Fees opens the card payment provider's checkout."
      dismissible={!busy}
    >
      <PaymentFactsTable rows={rows} className={styles.table} />
      <ModalActions>
        <Button variant="light" width="auto" icon={null} disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button width="auto" busy={busy} onClick={onPay}>
          Pay Fees
        </Button>
      </ModalActions>
    </Modal>
  );
}
