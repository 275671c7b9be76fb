import { useEffect, useEffectEvent, useState } from 'react';
import { overpaid, type BalanceFigures } from './balance-figures';

/**
 * Holds a valid submit whose amount is above the student's balance until the overpayment modal is
 * answered: `submit` goes straight on within the balance, Continue goes on with what was held.
 */
export function useOverpaymentCheck<Values extends { amount: number }>(
  figures: BalanceFigures | undefined,
  proceed: (values: Values) => void,
) {
  const [held, setHeld] = useState<Values | null>(null);
  const [confirmed, setConfirmed] = useState<Values | null>(null);
  const goOn = useEffectEvent((values: Values) => {
    setConfirmed(null);
    proceed(values);
  });

  useEffect(() => {
    if (confirmed === null) return;
    // The next dialog (the confirmation, the admin password) opens only once this one has gone and
    // handed focus back, which Radix does on a timer after unmounting: opened sooner, it would
    // take the vanishing Continue button as the place to return focus to, and lose it.
    const timer = setTimeout(() => goOn(confirmed), 0);
    return () => clearTimeout(timer);
  }, [confirmed]);

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
        setConfirmed(held);
      },
    },
  };
}
