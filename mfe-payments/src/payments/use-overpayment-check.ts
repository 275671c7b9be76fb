import { useState } from 'react';
import { overpaid, type BalanceFigures } from './balance-figures';

/**
 * Holds a valid submit whose amount is above the student's balance until the overpayment modal is
 * answered: `submit` goes straight on within the balance, `confirm` goes on with what was held.
 */
export function useOverpaymentCheck<Values extends { amount: number }>(
  figures: BalanceFigures | undefined,
  proceed: (values: Values) => void,
) {
  const [held, setHeld] = useState<Values | null>(null);
  return {
    submit(values: Values) {
      if (figures && overpaid(figures, values.amount) > 0) setHeld(values);
      else proceed(values);
    },
    modal: {
      overpayment: held && figures ? { amount: held.amount, figures } : null,
      onCancel: () => setHeld(null),
      onConfirm: () => {
        setHeld(null);
        if (held) proceed(held);
      },
    },
  };
}
