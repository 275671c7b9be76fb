import { formatMoney } from '@fees/shared-data';
import { formatBalance } from '@fees/shared-data/core';
import { ConfirmModal } from '@fees/shared-ui/pages';
import { overpaid, type BalanceFigures } from './balance-figures';

export type OverpaymentModalProps = {
  /** The amount typed and the student's figures; null keeps the modal shut. */
  overpayment: { amount: number; figures: BalanceFigures } | null;
  /** Back to the form, everything typed kept. */
  onCancel: () => void;
  /** Go on as if the amount were within the balance. */
  onConfirm: () => void;
};

/** What a payment above the balance does: says how much more it is and that the rest is a credit. */
function overpaymentWarning(amount: number, figures: BalanceFigures): string {
  const extra = formatMoney(overpaid(figures, amount));
  const after = `The ${extra} becomes a credit for the next term.`;
  if (figures.balance <= 0) {
    return `Nothing is owed: the balance is ${formatBalance(figures.balance)}. ${after}`;
  }
  return `${formatMoney(amount)} is ${extra} more than the balance of ${formatMoney(figures.balance)}. ${after}`;
}

/** Asks before a payment above what the student owes (docs/terms.md: the rest is a credit). */
export function OverpaymentModal({ overpayment, onCancel, onConfirm }: OverpaymentModalProps) {
  return (
    <ConfirmModal
      open={overpayment !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Pay more than the balance?"
      warning={overpayment ? overpaymentWarning(overpayment.amount, overpayment.figures) : ''}
      confirmLabel="Continue"
      confirmVariant="primary"
      onConfirm={onConfirm}
    />
  );
}
