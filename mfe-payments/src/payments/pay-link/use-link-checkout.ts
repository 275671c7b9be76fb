import {
  initializeLinkPaymentMutationOptions,
  recordLinkPaymentMutationOptions,
} from '@fees/shared-data';
import type { PayLinkReceipt, PaymentFormValues } from '@fees/shared-data/core';
import { useMutation } from '@tanstack/react-query';
import { useCardCheckout } from '../checkout/use-checkout';

/** Only what the parent typed travels: the link names the school and whom it pays for. */
export function linkDetails(values: PaymentFormValues) {
  return {
    depositorName: values.depositorName,
    email: values.email,
    amount: values.amount,
    purpose: values.purpose,
  };
}

/** The dashboard's card checkout, on a pay link: once recorded, the receipt replaces the form. */
export function useLinkCheckout(token: string, onPaid: (receipt: PayLinkReceipt) => void) {
  const initialize = useMutation(initializeLinkPaymentMutationOptions(token));
  const record = useMutation(recordLinkPaymentMutationOptions(token));
  return useCardCheckout({
    initialize: (values) => initialize.mutateAsync(linkDetails(values)),
    record: (values, checkout) => record.mutateAsync({ details: linkDetails(values), checkout }),
    onRecorded: (receipt, hooks) => {
      hooks.onTaken();
      onPaid(receipt);
    },
  });
}
