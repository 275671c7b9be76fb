import { voidPaymentMutationOptions, type Payment } from '@fees/shared-data';
import { Button, Modal, toastSuccess } from '@fees/shared-ui';
import { ReasonForm } from '@fees/shared-ui/pages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

const WORDS = {
  void: {
    button: 'Void payment',
    title: 'Void this payment?',
    effect:
      'stays in the list, marked void, and stops counting in every figure. This cannot be undone.',
    done: 'Payment voided.',
  },
  ask: {
    button: 'Ask to void',
    title: 'Ask the owner to void this payment?',
    effect: 'keeps counting until the school’s owner approves the void.',
    done: 'Void requested. The payment counts until the owner approves it.',
  },
} as const;

/**
 * 'Void payment' for a recorded payment entered by mistake (docs/payments.md#voiding-never-deleting):
 * a dialog asks why and for the admin password. The owner's void is at once; a bursar asks the
 * owner instead (`asking`), and the payment counts until they approve (docs/staff.md#voids).
 */
export function VoidPaymentButton({ payment, asking }: { payment: Payment; asking: boolean }) {
  const [open, setOpen] = useState(false);
  const voiding = useMutation(voidPaymentMutationOptions());
  const words = WORDS[asking ? 'ask' : 'void'];
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      dismissible={!voiding.isPending}
      trigger={
        <Button variant="danger" width="auto" icon={null}>
          {words.button}
        </Button>
      }
      title={words.title}
      description={`The payment of ${payment.studentName} ${words.effect}`}
    >
      <ReasonForm
        submitLabel={words.button}
        hint="Why it was a mistake, e.g. 'Entered twice' or 'Wrong student'."
        busy={voiding.isPending}
        onSend={async ({ reason, password }) => {
          await voiding.mutateAsync({ id: payment._id, reason, password });
          toastSuccess(words.done);
          setOpen(false);
        }}
      />
    </Modal>
  );
}
