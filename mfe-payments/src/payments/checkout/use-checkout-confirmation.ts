import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { PayHooks } from './use-checkout';

/**
 * The last look before a card checkout, for a confirmation modal: `open` shows it with the values,
 * its Pay Fees hands them to `pay`, and `onTaken` runs once the provider has taken the payment.
 */
export function useCheckoutConfirmation<Values>(
  pay: (values: Values, hooks: PayHooks) => void | Promise<void>,
  onTaken: () => void,
) {
  const [values, setValues] = useState<Values | null>(null);
  const close = () => setValues(null);
  return {
    open: (confirming: Values) => setValues(confirming),
    close,
    modal: {
      values,
      onClose: close,
      onPay: (confirmed: Values) => {
        void pay(confirmed, {
          // The provider's checkout takes focus and the screen: the confirmation must be gone first.
          onOpen: () => flushSync(close),
          onTaken,
        });
      },
    },
  };
}
