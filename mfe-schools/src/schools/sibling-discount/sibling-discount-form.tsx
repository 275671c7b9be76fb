import {
  SIBLING_ORDERS,
  siblingDiscountFormSchema,
  type SiblingDiscountFormValues,
  type SiblingOrder,
} from '@fees/shared-data/core';
import {
  ChoiceLabel,
  DecimalField,
  Fieldset,
  GuardedSaveForm,
  useGuardedForm,
} from '@fees/shared-ui/pages';
import styles from './sibling-discount.module.css';

/** What the inputs hold: each percentage is its number box's text until the schema reads it. */
export type SiblingDiscountFormInput = { second: string; later: string; order: SiblingOrder };

const ORDER_LABELS: Record<SiblingOrder, string> = {
  age: 'The eldest (by age)',
  class: 'The child in the highest class',
};

/**
 * Only the boxes can be in error: one order is always chosen, so a refusal of it by the server
 * (which the form cannot cause) shows above the form instead.
 */
const FIELD_NAMES = ['second', 'later'] as const;

export type SiblingDiscountFormProps = {
  initialValues: SiblingDiscountFormInput;
  /** Called with the valid rule and the admin password; rejects with the data layer's error. */
  onSave: (rule: SiblingDiscountFormValues, password: string) => Promise<void>;
};

/**
 * The percentages off the class fee for a family's second child and for each child after, and who
 * counts as the first, saved under the admin password.
 */
export function SiblingDiscountForm({ initialValues, onSave }: SiblingDiscountFormProps) {
  const { form, field, formProps } = useGuardedForm<
    SiblingDiscountFormInput,
    SiblingDiscountFormValues
  >({
    mode: 'edit',
    schema: siblingDiscountFormSchema,
    defaultValues: initialValues,
    save: onSave,
    resource: 'sibling discount',
    names: FIELD_NAMES,
  });
  return (
    <GuardedSaveForm {...formProps} resettable>
      <p className={styles.hint}>
        A family&apos;s first child pays the full class fee. The discount comes off what a
        student&apos;s own discount leaves, and shows on their charges as its own line. Set both to
        0 for none.
      </p>
      <DecimalField label="Second child (% off the class fee)" max={100} {...field('second')} />
      <DecimalField
        label="Third child and later (% off the class fee)"
        max={100}
        {...field('later')}
      />
      <Fieldset legend="Who counts as the first child">
        {SIBLING_ORDERS.map((order) => (
          <ChoiceLabel key={order}>
            <input type="radio" value={order} {...form.register('order')} />
            {ORDER_LABELS[order]}
          </ChoiceLabel>
        ))}
      </Fieldset>
    </GuardedSaveForm>
  );
}
