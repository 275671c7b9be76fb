import { formatMoney } from '@fees/shared-data';
import { formatBalance, type FamilyPayLinkView } from '@fees/shared-data/core';
import { TextField, fieldBinder } from '@fees/shared-ui';
import { DecimalField } from '@fees/shared-ui/pages';
import type { Ref } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FamilyPayFormInput } from './family-pay-form-input';
import { childBalance, typedTotal, validAmount } from './family-shares';
import styles from './family-pay-link.module.css';

export type FamilyShareFieldsProps = {
  view: FamilyPayLinkView;
  /** The running total, which the form focuses when the shares do not add up. */
  totalRef: Ref<HTMLInputElement>;
};

/**
 * 'Choose for each child': a box for each child, named by the child and hinted with what they owe,
 * and the running total, which carries the message when the amounts do not add up to the amount
 * paid, whether the form or the server found it.
 */
export function FamilyShareFields({ view, totalRef }: FamilyShareFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<FamilyPayFormInput>();
  const field = fieldBinder(register, errors);
  const shares = useWatch<FamilyPayFormInput, 'shares'>({ name: 'shares' });
  const amount = validAmount(useWatch<FamilyPayFormInput, 'amount'>({ name: 'amount' }));
  const total = formatMoney(typedTotal(shares.map((share) => share.amount)));
  return (
    <div className={styles.split}>
      <p className={styles.hint}>
        Type what goes to each child; together they must make the amount paid.
      </p>
      {view.children.map((child, index) => (
        <DecimalField
          key={child.studentId}
          label={child.studentName}
          hint={`${child.className}, balance ${formatBalance(childBalance(child))}`}
          {...field(`shares.${index}.amount`)}
        />
      ))}
      <TextField
        ref={totalRef}
        label="Total for the children"
        readOnly
        value={amount === null ? total : `${total} of ${formatMoney(amount)}`}
        error={errors.shares?.message}
      />
    </div>
  );
}
