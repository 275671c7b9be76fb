import { formatDay, formatMoney } from '@fees/shared-data';
import { formatBalance, formatBroughtForward } from '@fees/shared-data/core';
import { thisTermFees, type BalanceFigures } from './balance-figures';
import { PayFullBalanceButton } from './pay-full-balance-button';
import styles from './balance-summary.module.css';

export type BalanceSummaryProps = {
  /** The chosen student's figures; undefined until a student is chosen. */
  figures: BalanceFigures | undefined;
  onFill: (amount: number) => void;
};

/**
 * Under the student field, in its block so that it adds no gap before a choice: what earlier terms
 * left, this term's fees and payments, the balance in the student page's words, and what is due
 * now and since when it is late (docs/due-dates.md), read out politely each time another student
 * is chosen.
 */
export function BalanceSummary({ figures, onFill }: BalanceSummaryProps) {
  return (
    // The live region is there before any student, so a screen reader hears the first choice too.
    <div aria-live="polite" className={styles.summary}>
      {figures ? (
        <>
          <dl className={styles.figures}>
            <div className={styles.row}>
              <dt>Brought forward</dt>
              <dd>{formatBroughtForward(figures.broughtForward)}</dd>
            </div>
            <div className={styles.row}>
              <dt>This term</dt>
              <dd>
                {`${formatMoney(thisTermFees(figures))} fees, ${formatMoney(figures.paid)} paid`}
              </dd>
            </div>
            <div className={styles.row}>
              <dt>Balance</dt>
              <dd className={styles.balance}>{formatBalance(figures.balance)}</dd>
            </div>
            {figures.due ? (
              <div className={styles.row}>
                <dt>Due now</dt>
                <dd>{formatMoney(figures.due.dueNow)}</dd>
              </div>
            ) : null}
            {figures.due?.overdueSince ? (
              <div className={styles.row}>
                <dt>Late since</dt>
                <dd>{formatDay(figures.due.overdueSince)}</dd>
              </div>
            ) : null}
          </dl>
          <PayFullBalanceButton figures={figures} onFill={onFill} />
        </>
      ) : null}
    </div>
  );
}
