import {
  errorMessage,
  ForbiddenError,
  paymentVoidSchema,
  ValidationError,
  voidPaymentMutationOptions,
  type Payment,
  type PaymentVoidFormValues,
} from '@fees/shared-data';
import {
  AdminPasswordField,
  Button,
  Callout,
  formResolver,
  Modal,
  ModalFormActions,
  TextAreaField,
  toastSuccess,
  useDialogSubmit,
  fieldBinder,
} from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from './void-payment-button.module.css';

type Voiding = ReturnType<typeof useVoiding>;

const useVoiding = () => useMutation(voidPaymentMutationOptions());

type VoidPaymentFormProps = { payment: Payment; voiding: Voiding; onVoided: () => void };

/** The dialog's form: the reason and the admin password, empty each time it opens. */
function VoidPaymentForm({ payment, voiding, onVoided }: VoidPaymentFormProps) {
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
  const field = fieldBinder(register, errors, voiding.isPending);
  const dialogSubmit = useDialogSubmit();

  async function send({ reason, password }: PaymentVoidFormValues) {
    setProblem(null);
    try {
      await voiding.mutateAsync({ id: payment._id, reason, password });
      toastSuccess('Payment voided.');
      onVoided();
    } catch (error) {
      if (error instanceof ForbiddenError) {
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
      <TextAreaField
        label="Reason"
        rows={3}
        hint="Why it was a mistake, e.g. 'Entered twice' or 'Wrong student'."
        {...field('reason')}
      />
      <AdminPasswordField {...field('password')} />
      <ModalFormActions
        submitLabel="Void payment"
        submitVariant="danger"
        busy={voiding.isPending}
      />
    </form>
  );
}

/**
 * 'Void payment' for a recorded payment entered by mistake (docs/payments.md#voiding-never-deleting):
 * a dialog asks why and for the admin password. The payment stays, marked void; a refusal stays in
 * the dialog with the reason kept.
 */
export function VoidPaymentButton({ payment }: { payment: Payment }) {
  const [open, setOpen] = useState(false);
  const voiding = useVoiding();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      dismissible={!voiding.isPending}
      trigger={
        <Button variant="danger" width="auto" icon={null}>
          Void payment
        </Button>
      }
      title="Void this payment?"
      description={`The payment of ${payment.studentName} stays in the list, marked void, and stops counting in every figure. This cannot be undone.`}
    >
      <VoidPaymentForm payment={payment} voiding={voiding} onVoided={() => setOpen(false)} />
    </Modal>
  );
}
