import { Button, TextField, fieldBinder } from '@fees/shared-ui';
import { DecimalField, TextAreaField } from '@fees/shared-ui/pages';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { BalanceFigures } from '../../balance/balance-figures';
import { PayFullBalanceButton } from '../../balance/pay-full-balance-button';
import styles from '../../payment-create/payment-form.module.css';

/** What a pay link's card form holds as typed: the amount is its number box's text. */
export type PayLinkFormInput = {
  depositorName: string;
  email: string;
  amount: string;
  purpose: string;
};

export type PayLinkFieldsProps = {
  /** What is owed, for 'Pay full balance'. */
  figures: BalanceFigures;
  busy: boolean;
  /** What a form adds under the amount, such as how a family's payment is shared. */
  children?: ReactNode;
};

/**
 * The fields and button every pay link's card form has, a student's or a family's, with the
 * dashboard's rules (docs/forms.md#make-payment) but for the e-mail, which a parent may not have
 * (docs/pay-links.md#paying-without-an-e-mail): who pays, how much (what is owed unless changed),
 * what for. They read the form they sit in from its FormProvider, so a form may hold more fields.
 */
export function PayLinkFields({ figures, busy, children }: PayLinkFieldsProps) {
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<PayLinkFormInput>();
  const field = fieldBinder(register, errors);
  return (
    <>
      <TextField label="Your name" autoComplete="name" {...field('depositorName')} />
      <TextField label="Email (optional)" type="email" autoComplete="email" {...field('email')} />
      <PayFullBalanceButton
        figures={figures}
        onFill={(amount) =>
          setValue('amount', String(amount), { shouldDirty: true, shouldValidate: isSubmitted })
        }
      />
      <DecimalField label="Amount" {...field('amount')} />
      {children}
      <TextAreaField label="Purpose / Description" rows={2} {...field('purpose')} />
      <p className={styles.note}>
        Payments are processed by our card payment provider, Paystack. Your receipt shows on this
        page once you have paid, and is e-mailed to you too if you give an address.
      </p>
      <Button type="submit" busy={busy} busyText="...">
        Make payment
      </Button>
    </>
  );
}
