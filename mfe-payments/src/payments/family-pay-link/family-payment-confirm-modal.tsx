import { formatMoney } from '@fees/shared-data';
import type { FamilyPayLinkView } from '@fees/shared-data/core';
import { CheckoutConfirmModal } from '../checkout/checkout-confirm-modal';
import { payerRows } from '../checkout/payment-confirm-modal';
import { receivedBy } from './family-shares';
import type { FamilyPaymentValues } from './use-family-link-checkout';

export type FamilyPaymentConfirmModalProps = {
  view: FamilyPayLinkView;
  /** The valid form values to confirm; null keeps the modal shut. */
  values: FamilyPaymentValues | null;
  /** While the checkout gets ready: 'Pay Fees' shows '...' and the modal stays open. */
  busy: boolean;
  /** Escape, the close button or Cancel: shut, the form kept as it is. */
  onClose: () => void;
  onPay: (values: FamilyPaymentValues) => void;
};

/**
 * One last look before the card checkout opens, as the dashboard's confirmation gives: here the
 * family, and what each child receives, so the parent sees where the money goes before paying.
 */
export function FamilyPaymentConfirmModal({
  view,
  values,
  busy,
  onClose,
  onPay,
}: FamilyPaymentConfirmModalProps) {
  const received = values ? receivedBy(view, values) : [];
  const rows: [string, string][] = values
    ? [
        ['Family', view.familyName],
        ...view.children.flatMap((child, index): [string, string][] => {
          const amount = received[index] ?? 0;
          return amount > 0 ? [[child.studentName, formatMoney(amount)]] : [];
        }),
        ...payerRows(values),
      ]
    : [];
  return (
    <CheckoutConfirmModal
      open={values !== null}
      title="Please confirm the payment before proceeding."
      rows={rows}
      busy={busy}
      onClose={onClose}
      onCancel={onClose}
      onPay={() => values && onPay(values)}
    />
  );
}
