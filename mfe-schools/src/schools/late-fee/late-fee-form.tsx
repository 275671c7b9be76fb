import {
  LATE_FEE_KINDS,
  lateFeeFormSchema,
  type LateFeeFormValues,
  type LateFeeKind,
  type LateFeeSetting,
} from '@fees/shared-data/core';
import { TextField } from '@fees/shared-ui';
import {
  ChoiceLabel,
  DecimalField,
  Fieldset,
  GuardedSaveForm,
  useGuardedForm,
} from '@fees/shared-ui/pages';
import styles from './late-fee.module.css';

/** What the inputs hold: the boxes' text until the schema reads it. */
export type LateFeeFormInput = {
  kind: LateFeeKind;
  amount: string;
  percent: string;
  graceDays: string;
};

const KIND_LABELS: Record<LateFeeKind, string> = {
  none: 'No late fee',
  amount: 'A fixed amount',
  percent: 'A percent of what is unpaid of the instalment',
};

const FIELD_NAMES = ['amount', 'percent', 'graceDays'] as const;

/** The form's starting values from the school's late fee as it stands. */
export function lateFeeFormInput(setting: LateFeeSetting): LateFeeFormInput {
  const kind: LateFeeKind =
    setting.percent !== null ? 'percent' : setting.amount ? 'amount' : 'none';
  return {
    kind,
    amount: setting.amount ? String(setting.amount) : '',
    percent: setting.percent !== null ? String(setting.percent) : '',
    graceDays: kind === 'none' ? '7' : String(setting.graceDays),
  };
}

export type LateFeeFormProps = {
  initialValues: LateFeeFormInput;
  /** Called with the valid values and the admin password; rejects with the data layer's error. */
  onSave: (values: LateFeeFormValues, password: string) => Promise<void>;
};

/**
 * The school's late fee (docs/due-dates.md#late-fee): none, a fixed amount or a percent of what is
 * unpaid, charged a number of days after each due date, saved under the admin password.
 */
export function LateFeeForm({ initialValues, onSave }: LateFeeFormProps) {
  const { form, field, formProps } = useGuardedForm<LateFeeFormInput, LateFeeFormValues>({
    mode: 'edit',
    schema: lateFeeFormSchema,
    defaultValues: initialValues,
    save: onSave,
    resource: 'late fee',
    names: FIELD_NAMES,
  });
  const kind = form.watch('kind');
  return (
    <GuardedSaveForm {...formProps} resettable>
      <p className={styles.hint}>
        Charged once for each instalment still unpaid when its days of grace are over, as its own
        line on the student&apos;s charges, due at once. You can waive it on the student&apos;s
        page.
      </p>
      <Fieldset legend="Late fee">
        {LATE_FEE_KINDS.map((choice) => (
          <ChoiceLabel key={choice}>
            <input type="radio" value={choice} {...form.register('kind')} />
            {KIND_LABELS[choice]}
          </ChoiceLabel>
        ))}
      </Fieldset>
      {kind === 'amount' ? <DecimalField label="Amount (NGN)" {...field('amount')} /> : null}
      {kind === 'percent' ? (
        <DecimalField label="Percent of what is unpaid" max={100} {...field('percent')} />
      ) : null}
      {kind === 'none' ? null : (
        <TextField
          label="Days of grace after each due date"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...field('graceDays')}
        />
      )}
    </GuardedSaveForm>
  );
}
