import {
  initializeFamilyLinkPaymentMutationOptions,
  recordFamilyLinkPaymentMutationOptions,
  ValidationError,
} from '@fees/shared-data';
import type { FamilyPayLinkReceipt, PaymentFormValues } from '@fees/shared-data/core';
import { useMutation } from '@tanstack/react-query';
import { useCardCheckout } from '../checkout/use-checkout';
import type { FamilyShareInput } from './family-shares';
import { linkDetails } from '../pay-link/use-link-checkout';

/** What a family's form confirms: the payment, and the parent's shares when they chose them. */
export type FamilyPaymentValues = PaymentFormValues & { shares?: FamilyShareInput[] };

/** What the parent typed, and their shares: without them the server pays the oldest debt first. */
function familyDetails(values: FamilyPaymentValues) {
  return values.shares ? { ...linkDetails(values), shares: values.shares } : linkDetails(values);
}

/**
 * The dashboard's card checkout, on a family's link: one checkout, recorded as a payment for each
 * child it reaches, after which the receipt replaces the form. The shares travel with the pending
 * payment, so a retried record splits as the checkout began. A refusal of the shares (a child who
 * left the family meanwhile, a total that does not add up) is handed to `onSharesRefused`, so the
 * form shows it where the shares are typed.
 */
export function useFamilyLinkCheckout(
  token: string,
  onPaid: (receipt: FamilyPayLinkReceipt) => void,
  onSharesRefused: (message: string) => void,
) {
  const initialize = useMutation(initializeFamilyLinkPaymentMutationOptions(token));
  const record = useMutation(recordFamilyLinkPaymentMutationOptions(token));
  return useCardCheckout<FamilyPayLinkReceipt, FamilyPaymentValues>({
    initialize: async (values) => {
      try {
        return await initialize.mutateAsync(familyDetails(values));
      } catch (error) {
        const refused = error instanceof ValidationError ? error.fields.shares : undefined;
        if (refused) onSharesRefused(refused);
        throw error;
      }
    },
    record: (values, checkout) => record.mutateAsync({ details: familyDetails(values), checkout }),
    onRecorded: (receipt, hooks) => {
      hooks.onTaken();
      onPaid(receipt);
    },
  });
}
