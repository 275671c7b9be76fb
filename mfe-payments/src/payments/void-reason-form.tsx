import {
  errorMessage,
  isWrongPassword,
  paymentVoidSchema,
  ValidationError,
  type PaymentVoidFormValues,
} from '@fees/shared-data';
import {
  AdminPasswordField,
  Callout,
  fieldBinder,
  formResolver,
  ModalFormActions,
  TextAreaField,
  useDialogSubmit,
} from '@fees/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from './void-reason-form.module.css';

type VoidReasonFormProps = {
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
 * request for one and the owner's refusal of a request each ask (docs/staff.md#voids).
 */
export function VoidReasonForm({
  onSend,
  busy,
  submitLabel,
  hint,
  submitVariant = 'danger',
}: VoidReasonFormProps) {
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
