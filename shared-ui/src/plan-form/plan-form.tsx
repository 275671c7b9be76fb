import {
  type Instalment,
  MAX_INSTALMENTS,
  planFormSchema,
  type PlanFormInput,
  type PlanFormValues,
} from '@fees/shared-data/core';
import { useId, useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../button/button';
import { FieldsetRows } from '../fieldset-rows/fieldset-rows';
import { FormField } from '../form-field/form-field';
import { GuardedSaveForm } from '../form-flow/guarded-save-form';
import { useGuardedForm } from '../form-flow/use-guarded-form';
import fieldStyles from '../form-field/form-field.module.css';
import styles from './plan-form.module.css';

const NEW_ROW = { dueOn: '', percent: '' };

export type PlanFormProps = {
  /** The plan the form starts from: the one that applies now. */
  instalments: readonly Instalment[];
  /** The current term's session, whose days the due dates must fall on. */
  session: string;
  /** Called with the valid plan and the admin password; rejects with the data layer's error. */
  onSave: (values: PlanFormValues, password: string) => Promise<void>;
};

/** What the other rows leave of 100, for the last; null when they leave nothing. */
function theRest(rows: PlanFormInput['instalments']): number | null {
  const others = rows.slice(0, -1).reduce((sum, { percent }) => sum + (Number(percent) || 0), 0);
  return others < 100 ? 100 - others : null;
}

/**
 * A term's payment plan, the school's or one student's, as rows of a due date and a percent,
 * saved together under the admin password (docs/due-dates.md). The plan is judged as a whole (its sum, its order), so its one message is tied to
 * every box of it: whichever the owner is on, the message is read.
 */
export function PlanForm({ instalments, session, onSave }: PlanFormProps) {
  const schema = useMemo(() => planFormSchema(session), [session]);
  const initialValues: PlanFormInput = {
    instalments: instalments.map(({ dueOn, percent }) => ({ dueOn, percent: String(percent) })),
  };
  const { form, formProps } = useGuardedForm<PlanFormInput, PlanFormValues>({
    mode: 'edit',
    schema,
    defaultValues: initialValues,
    save: onSave,
    resource: 'payment plan',
    names: ['instalments'],
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'instalments' });
  const errorId = useId();
  const { errors } = form.formState;
  const problem = errors.instalments?.root?.message ?? errors.instalments?.message;
  const rest = theRest(form.watch('instalments'));
  const tied = (control: { 'aria-describedby': string | undefined }) => ({
    'aria-invalid': problem ? true : undefined,
    'aria-describedby':
      [control['aria-describedby'], problem ? errorId : undefined].filter(Boolean).join(' ') ||
      undefined,
  });

  return (
    <GuardedSaveForm {...formProps} resettable>
      <p className={styles.hint}>
        Each instalment asks for its percent of what a student is charged this term by its date. The
        percents add up to 100.
      </p>
      <FieldsetRows
        rows={fields}
        noun="Instalment"
        inline
        canRemove={fields.length > 1}
        onRemove={remove}
        problem={problem}
        problemId={errorId}
      >
        {(index) => (
          <>
            <FormField label="Due date">
              {(control) => (
                <input
                  type="date"
                  className={fieldStyles.control}
                  {...form.register(`instalments.${index}.dueOn`)}
                  {...control}
                  {...tied(control)}
                />
              )}
            </FormField>
            <FormField label="Percent">
              {(control) => (
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  step={1}
                  className={fieldStyles.control}
                  {...form.register(`instalments.${index}.percent`)}
                  {...control}
                  {...tied(control)}
                />
              )}
            </FormField>
          </>
        )}
      </FieldsetRows>
      <div className={styles.tools}>
        <Button
          variant="light"
          width="auto"
          icon={null}
          disabled={fields.length >= MAX_INSTALMENTS}
          onClick={() => append(NEW_ROW)}
        >
          Add instalment
        </Button>
        <Button
          variant="light"
          width="auto"
          icon={null}
          disabled={rest === null}
          onClick={() =>
            form.setValue(`instalments.${fields.length - 1}.percent`, String(rest), {
              shouldDirty: true,
            })
          }
        >
          {rest === null ? 'The rest to the last' : `The rest (${rest}%) to the last`}
        </Button>
      </div>
    </GuardedSaveForm>
  );
}
