import {
  payLinkFormSchema,
  type PayLinkFormValues,
  type PayLinkView,
  type PaymentFormValues,
} from '@fees/shared-data';
import {
  Button,
  DecimalField,
  TextAreaField,
  TextField,
  fieldBinder,
  formResolver,
} from '@fees/shared-ui';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { payLinkFigures } from '../balance-figures';
import type { PayHooks } from '../checkout/use-checkout';
import { OverpaymentModal } from '../overpayment-modal';
import { PayFullBalanceButton } from '../pay-full-balance-button';
import { PaymentConfirmModal } from '../payment-confirm-modal';
import { useOverpaymentCheck } from '../use-overpayment-check';
import styles from '../payment-form.module.css';

type PayLinkFormInput = { depositorName: string; email: string; amount: string; purpose: string };

export type PayLinkFormProps = {
  view: PayLinkView;
  busy: boolean;
  onPay: (values: PaymentFormValues, hooks: PayHooks) => void | Promise<void>;
};

/**
 * The parent's card form: who pays, how much (the balance unless changed) and what for, with the
 * dashboard's rules and its confirmation before the checkout opens.
 */
export function PayLinkForm({ view, busy, onPay }: PayLinkFormProps) {
  const defaultValues: PayLinkFormInput = {
    depositorName: '',
    email: view.parentEmail,
    amount: view.outstanding > 0 ? String(view.outstanding) : '',
    purpose: 'School fees',
  };
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<PayLinkFormInput, unknown, PayLinkFormValues>({
    resolver: formResolver<PayLinkFormInput, PayLinkFormValues>(payLinkFormSchema),
    defaultValues,
  });
  const field = fieldBinder(register, errors);
  const [confirming, setConfirming] = useState<PaymentFormValues | null>(null);
  const figures = payLinkFigures(view);
  const overpayment = useOverpaymentCheck(figures, confirm);

  function confirm(values: PayLinkFormValues) {
    // The link names the student; the confirmation shows who, the server decides.
    setConfirming({
      ...values,
      studentName: view.studentName,
      studentClass: view.className,
      studentId: '',
    });
  }

  function pay(values: PaymentFormValues) {
    void onPay(values, {
      onOpen: () => flushSync(() => setConfirming(null)),
      onTaken: () => reset(defaultValues),
    });
  }

  return (
    <>
      <form noValidate className={styles.form} onSubmit={handleSubmit(overpayment.submit)}>
        <TextField label="Depositor name" autoComplete="name" {...field('depositorName')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PayFullBalanceButton
          figures={figures}
          onFill={(amount) =>
            setValue('amount', String(amount), { shouldDirty: true, shouldValidate: isSubmitted })
          }
        />
        <DecimalField label="Amount" error={errors.amount?.message} {...register('amount')} />
        <TextAreaField label="Purpose / Description" rows={2} {...field('purpose')} />
        <p className={styles.note}>
          Payments are processed by our card payment provider, Paystack. The receipt is e-mailed to
          the address above.
        </p>
        <Button type="submit" busy={busy} busyText="...">
          Make payment
        </Button>
      </form>
      <OverpaymentModal {...overpayment.modal} />
      <PaymentConfirmModal
        values={confirming}
        busy={busy}
        onClose={() => setConfirming(null)}
        onCancel={() => setConfirming(null)}
        onPay={pay}
      />
    </>
  );
}
