import { errorMessage, isWrongPassword, ValidationError } from '@fees/shared-data';
import { paymentVoidSchema, type PaymentVoidFormValues } from '@fees/shared-data/core';
import { Callout } from '../../callout/callout';
import { fieldBinder } from '../../form-field/field-binder';
import { formResolver } from '../../form-field/form-resolver';
import { TextAreaField } from '../../form-field/text-area-field';
import { AdminPasswordField } from '../admin-password/admin-password-field';
import { ModalFormActions } from '../modal-form-actions';
import { useDialogSubmit } from '../use-dialog-submit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from './reason-form.module.css';

type ReasonFormProps = {
  /** Sends the reason and password; a refusal it throws stays in the form, the reason kept. */
  onSend: (values: PaymentVoidFormValues) => Promise<void>;
  busy: boolean;
  submitLabel: string;
  hint: string;
  /** 'danger' for a void or a request for one; a refusal of a request takes nothing away. */
  submitVariant?: 'danger' | 'primary';
};

/**
 * A reason and the admin password, empty each time its dialog opens: what a void, a bursar's
 * request for one and the owner's refusal of a request or of a student's waiting edit each ask
 * (docs/staff.md#voids, docs/students.md#edits-that-lower-charges).
 */
export function ReasonForm({
  onSend,
  busy,
  submitLabel,
  hint,
  submitVariant = 'danger',
}: ReasonFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PaymentVoidFormValues>({
    resolver: formResolver<PaymentVoidFormValues, PaymentVoidFormValues>(paymentVoidSchema),
    defaultValues: { reason: '', password: '' },
  });
  const field = fieldBinder(register, errors, busy);
  const dialogSubmit = useDialogSubmit();

  async function send(values: PaymentVoidFormValues) {
    setProblem(null);
    try {
      await onSend(values);
    } catch (error) {
      if (isWrongPassword(error)) {
        setError('password', { message: error.message }, { shouldFocus: true });
      } else if (error instanceof ValidationError && error.fields.reason) {
        setError('reason', { message: error.fields.reason }, { shouldFocus: true });
      } else {
        setProblem(errorMessage(error));
      }
    }
  }

  return (
    <form noValidate className={styles.form} onSubmit={dialogSubmit(handleSubmit(send))}>
      {problem ? (
        <Callout tone="danger" role="alert">
          {problem}
        </Callout>
      ) : null}
      <TextAreaField label="Reason" rows={3} hint={hint} {...field('reason')} />
      <AdminPasswordField {...field('password')} />
      <ModalFormActions submitLabel={submitLabel} submitVariant={submitVariant} busy={busy} />
    </form>
  );
}
