import { LIMITS } from '@fees/shared-data';
import { feeItemsSchema, type FeeItemsFormValues } from '@fees/shared-data/core';
import { Button, TextField } from '@fees/shared-ui';
import { DecimalField, FieldsetRows, GuardedSaveForm, useGuardedForm } from '@fees/shared-ui/pages';
import { useFieldArray } from 'react-hook-form';
import styles from './fee-items.module.css';

/** What the inputs hold: each amount is its number box's text until the schema reads it. */
export type FeeItemsFormInput = { items: { name: string; amount: string; optional: boolean }[] };

const NEW_ITEM = { name: '', amount: '', optional: false };

export type FeeItemsFormProps = {
  initialValues: FeeItemsFormInput;
  onSave: (values: FeeItemsFormValues, password: string) => Promise<void>;
};

/**
 * The class's extra fee items for this term: each a name, an amount and whether only the students
 * who take it pay it; rows are added and removed here and saved together under the admin password.
 */
export function FeeItemsForm({ initialValues, onSave }: FeeItemsFormProps) {
  const { form, field, formProps } = useGuardedForm<FeeItemsFormInput, FeeItemsFormValues>({
    mode: 'edit',
    schema: feeItemsSchema,
    defaultValues: initialValues,
    save: onSave,
    resource: 'fee items',
    names: ['items'],
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const full = fields.length >= LIMITS.feeItemsMax;
  const listError =
    form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message;

  return (
    <GuardedSaveForm {...formProps} resettable>
      {fields.length === 0 ? (
        <p className={styles.empty}>No extra fee items: students pay the class fee only.</p>
      ) : null}
      <FieldsetRows rows={fields} noun="Item" onRemove={remove} problem={listError}>
        {(index) => (
          <>
            <TextField label="Item name" {...field(`items.${index}.name`)} />
            <DecimalField label="Amount (NGN)" min={1} {...field(`items.${index}.amount`)} />
            <label className={styles.optional}>
              <input type="checkbox" {...form.register(`items.${index}.optional`)} />
              Optional: only students who take it pay it
            </label>
          </>
        )}
      </FieldsetRows>
      <Button
        variant="light"
        width="auto"
        icon={null}
        disabled={full}
        onClick={() => append(NEW_ITEM)}
      >
        Add fee item
      </Button>
    </GuardedSaveForm>
  );
}
