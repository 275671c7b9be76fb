import {
  payLinkFormSchema,
  type FamilyPayLinkReceipt,
  type FamilyPayLinkView,
  type PayLinkFormValues,
} from '@fees/shared-data/core';
import { Card } from '@fees/shared-ui';
import { formResolver } from '@fees/shared-ui/pages';
import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CheckoutNotices } from '../checkout/checkout-notices';
import { useCheckoutConfirmation } from '../checkout/use-checkout-confirmation';
import { suggestedAmount } from '../balance/balance-figures';
import { OverpaymentModal } from '../balance/overpayment-modal';
import { useOverpaymentCheck } from '../balance/use-overpayment-check';
import type { FamilyPayFormInput } from './family-pay-form-input';
import { FamilyPaymentConfirmModal } from './family-payment-confirm-modal';
import { checkShares, familyFigures } from './family-shares';
import { FamilySplitFieldset } from './family-split-fieldset';
import { PayLinkFields } from '../pay-link/pay-link-form/pay-link-fields';
import { useFamilyLinkCheckout, type FamilyPaymentValues } from './use-family-link-checkout';
import styles from '../payment-create/payment-form.module.css';

export type FamilyPayLinkFormProps = {
  token: string;
  view: FamilyPayLinkView;
  onPaid: (receipt: FamilyPayLinkReceipt) => void;
};

/**
 * The parent's card form on a family's link: a student link's fields (the amount is what the
 * children have due now, else what they owe together, unless changed), how to split it among them, the confirmation, then one
 * checkout for the whole family. Shares the parent chose are checked as the server checks them
 * before the checkout opens, and the server's own refusal shows in the same place.
 */
export function FamilyPayLinkForm({ token, view, onPaid }: FamilyPayLinkFormProps) {
  const defaultValues: FamilyPayFormInput = {
    depositorName: '',
    email: view.parentEmail,
    amount: suggestedAmount(view),
    purpose: 'School fees',
    split: 'oldest',
    shares: view.children.map(() => ({ amount: '' })),
  };
  const form = useForm<FamilyPayFormInput, unknown, PayLinkFormValues>({
    resolver: formResolver<FamilyPayFormInput, PayLinkFormValues>(payLinkFormSchema),
    defaultValues,
  });
  const total = useRef<HTMLInputElement>(null);
  const checkout = useFamilyLinkCheckout(token, onPaid, (message) =>
    form.setError('shares', { type: 'server', message }),
  );
  const confirmation = useCheckoutConfirmation(checkout.pay, () => form.reset(defaultValues));
  const figures = familyFigures(view);
  const overpayment = useOverpaymentCheck<FamilyPaymentValues>(figures, confirmation.open);

  function submit({ depositorName, email, amount, purpose }: PayLinkFormValues) {
    // Only the card form's fields: the values also carry the split's boxes as typed. The checkout
    // names the children the payment is for; the link decides who they are.
    const payment: FamilyPaymentValues = {
      depositorName,
      email: email ?? '',
      amount,
      purpose,
      studentName: view.children.map((child) => child.studentName).join(', '),
      studentClass: view.children.map((child) => child.className).join(', '),
      studentId: '',
    };
    if (form.getValues('split') === 'oldest') {
      overpayment.submit(payment);
      return;
    }
    const typed = form.getValues('shares').map((share) => share.amount);
    const checked = checkShares(view, amount, typed);
    if ('boxes' in checked) {
      checked.boxes.forEach(({ index, message }, order) =>
        form.setError(
          `shares.${index}.amount`,
          { type: 'share', message },
          { shouldFocus: order === 0 },
        ),
      );
    } else if ('total' in checked) {
      form.setError('shares', { type: 'total', message: checked.total });
      total.current?.focus();
    } else {
      overpayment.submit({ ...payment, shares: checked.shares });
    }
  }

  return (
    <>
      <CheckoutNotices checkout={checkout} />
      <Card>
        <FormProvider {...form}>
          <form
            noValidate
            className={styles.form}
            onSubmit={(event) => void form.handleSubmit(submit)(event)}
          >
            <PayLinkFields figures={figures} busy={checkout.busy}>
              <FamilySplitFieldset view={view} totalRef={total} />
            </PayLinkFields>
          </form>
        </FormProvider>
      </Card>
      <OverpaymentModal {...overpayment.modal} />
      <FamilyPaymentConfirmModal view={view} {...confirmation.modal} busy={checkout.busy} />
    </>
  );
}
