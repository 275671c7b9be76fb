import {
  approveVoidMutationOptions,
  declineVoidMutationOptions,
  type Payment,
} from '@fees/shared-data';
import { RequestAnswers } from '@fees/shared-ui/pages';
import { useMutation } from '@tanstack/react-query';

/** The owner's two answers to a bursar's waiting void request (docs/staff.md#voids). */
export function VoidRequestAnswers({ payment }: { payment: Payment }) {
  const approving = useMutation(approveVoidMutationOptions());
  const declining = useMutation(declineVoidMutationOptions());
  return (
    <RequestAnswers
      approveLabel="Approve void"
      onApprove={(password) => approving.mutateAsync({ id: payment._id, password })}
      approving={approving.isPending}
      approved="Void approved. The payment no longer counts."
      declineTitle="Decline this void?"
      declineDescription={`The payment of ${payment.studentName} keeps counting, and whoever asked sees your reason.`}
      declineLabel="Decline void"
      declineHint="Why it stands, e.g. 'The bank statement shows it for this student'."
      onDecline={(values) => declining.mutateAsync({ id: payment._id, ...values })}
      declining={declining.isPending}
      declined="Void declined. The payment still counts."
    />
  );
}
