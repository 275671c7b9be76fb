import { formatMoney } from '@fees/shared-data';
import { Button } from '@fees/shared-ui';
import { owed, type BalanceFigures } from './balance-figures';
import styles from './pay-full-balance-button.module.css';

export type PayFullBalanceButtonProps = {
  figures: BalanceFigures;
  /** Fills the amount field with what is owed. */
  onFill: (amount: number) => void;
};

/** 'Pay full balance': puts what the student owes in the amount field; nothing when nothing is owed. */
export function PayFullBalanceButton({ figures, onFill }: PayFullBalanceButtonProps) {
  const amount = owed(figures);
  if (amount <= 0) return null;
  return (
    <Button
      variant="light"
      width="auto"
      icon={null}
      className={styles.button}
      aria-label={`Pay full balance, ${formatMoney(amount)}`}
      onClick={() => onFill(amount)}
    >
      Pay full balance
    </Button>
  );
}
