import {
  approveVoidMutationOptions,
  declineVoidMutationOptions,
  errorMessage,
  type Payment,
} from '@fees/shared-data';
import { AdminPasswordModal, Button, Modal, ReasonForm, toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/** The owner approves the bursar's request: the payment is void for the reason they gave. */
function ApproveVoidButton({ payment }: { payment: Payment }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approving = useMutation(approveVoidMutationOptions());
  return (
    <>
      <Button variant="danger" width="auto" icon={null} onClick={() => setOpen(true)}>
        Approve void
      </Button>
      <AdminPasswordModal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(null);
        }}
        busy={approving.isPending}
        error={error}
        submitLabel="Approve void"
        onSubmit={async (password) => {
          setError(null);
          try {
            await approving.mutateAsync({ id: payment._id, password });
            toastSuccess('Void approved. The payment no longer counts.');
            setOpen(false);
          } catch (refusal) {
            setError(errorMessage(refusal));
          }
        }}
      />
    </>
  );
}

/** The owner declines it, saying why: the payment counts on and the bursar sees the reason. */
function DeclineVoidButton({ payment }: { payment: Payment }) {
  const [open, setOpen] = useState(false);
  const declining = useMutation(declineVoidMutationOptions());
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      dismissible={!declining.isPending}
      trigger={
        <Button variant="light" width="auto" icon={null}>
          Decline
        </Button>
      }
      title="Decline this void?"
      description={`The payment of ${payment.studentName} keeps counting, and whoever asked sees your reason.`}
    >
      <ReasonForm
        submitLabel="Decline void"
        submitVariant="primary"
        hint="Why it stands, e.g. 'The bank statement shows it for this student'."
        busy={declining.isPending}
        onSend={async ({ reason, password }) => {
          await declining.mutateAsync({ id: payment._id, reason, password });
          toastSuccess('Void declined. The payment still counts.');
          setOpen(false);
        }}
      />
    </Modal>
  );
}

/** The owner's two answers to a bursar's waiting void request (docs/staff.md#voids). */
export function VoidRequestAnswers({ payment }: { payment: Payment }) {
  return (
    <>
      <ApproveVoidButton payment={payment} />
      <DeclineVoidButton payment={payment} />
    </>
  );
}
