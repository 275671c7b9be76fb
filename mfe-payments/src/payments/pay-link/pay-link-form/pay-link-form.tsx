import {
  payLinkFormSchema,
  type PayLinkFormValues,
  type PayLinkView,
  type PaymentFormValues,
} from '@fees/shared-data/core';
import { formResolver } from '@fees/shared-ui/pages';
import { FormProvider, useForm } from 'react-hook-form';
import { payLinkFigures, suggestedAmount } from '../../balance/balance-figures';
import type { PayHooks } from '../../checkout/use-checkout';
import { OverpaymentModal } from '../../balance/overpayment-modal';
import { PaymentConfirmModal } from '../../checkout/payment-confirm-modal';
import { useCheckoutConfirmation } from '../../checkout/use-checkout-confirmation';
import { useOverpaymentCheck } from '../../balance/use-overpayment-check';
import { PayLinkFields, type PayLinkFormInput } from './pay-link-fields';
import styles from '../../payment-create/payment-form.module.css';

export type PayLinkFormProps = {
  view: PayLinkView;
  busy: boolean;
  onPay: (values: PaymentFormValues, hooks: PayHooks) => void | Promise<void>;
};

/**
 * The parent's card form for one student, with the dashboard's confirmation before the checkout
 * opens.
 */
export function PayLinkForm({ view, busy, onPay }: PayLinkFormProps) {
  const defaultValues: PayLinkFormInput = {
    depositorName: '',
    email: view.parentEmail,
    amount: suggestedAmount(view),
    purpose: 'School fees',
  };
  const form = useForm<PayLinkFormInput, unknown, PayLinkFormValues>({
    resolver: formResolver<PayLinkFormInput, PayLinkFormValues>(payLinkFormSchema),
    defaultValues,
  });
  const confirmation = useCheckoutConfirmation(onPay, () => form.reset(defaultValues));
  const figures = payLinkFigures(view);
  const overpayment = useOverpaymentCheck(figures, confirm);

  function confirm(values: PayLinkFormValues) {
    // The link names the student; the confirmation shows who, the server decides.
    confirmation.open({
      ...values,
      email: values.email ?? '',
      studentName: view.studentName,
      studentClass: view.className,
      studentId: '',
    });
  }

  return (
    <FormProvider {...form}>
      <form noValidate className={styles.form} onSubmit={form.handleSubmit(overpayment.submit)}>
        <PayLinkFields figures={figures} busy={busy} />
      </form>
      <OverpaymentModal {...overpayment.modal} />
      <PaymentConfirmModal {...confirmation.modal} busy={busy} onCancel={confirmation.close} />
    </FormProvider>
  );
}
