import {
  errorMessage,
  formatMoney,
  simulateTransferMutationOptions,
  type TransferAccountHolder,
} from '@fees/shared-data';
import { simulatedTransferSchema, type SimulatedTransfer } from '@fees/shared-data/core';
import { Button, fieldBinder, Modal, TextField, toastSuccess } from '@fees/shared-ui';
import { DecimalField, formResolver } from '@fees/shared-ui/pages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from './transfer-account-value.module.css';

/** What the inputs hold: the amount is the number box's text until the schema reads it. */
type SimulatedTransferInput = { amount: string; senderName: string; narration: string };

export type SimulateTransferButtonProps = {
  holder: TransferAccountHolder;
  /** Who the demo's parent is, to start the sender's name with. */
  sender: string;
};

/**
 * The guest demo's 'Simulate a transfer' (docs/transfers.md#the-guest-demo): what a parent's bank
 * app would send into the demo account, recorded as an account records the provider's notice, so
 * the flow can be tried without a bank. No password: a parent's transfer needs none.
 */
export function SimulateTransferButton({ holder, sender }: SimulateTransferButtonProps) {
  const [open, setOpen] = useState(false);
  const simulate = useMutation(simulateTransferMutationOptions(holder));
  const form = useForm<SimulatedTransferInput, unknown, SimulatedTransfer>({
    resolver: formResolver<SimulatedTransferInput, SimulatedTransfer>(simulatedTransferSchema),
    defaultValues: { amount: '', senderName: sender, narration: '' },
  });
  const field = fieldBinder(form.register, form.formState.errors);

  const submit = form.handleSubmit(async (transfer) => {
    try {
      const payments = await simulate.mutateAsync(transfer);
      const shares = payments.map((one) => `${one.studentName} ${formatMoney(one.amount)}`);
      toastSuccess(`Transfer recorded: ${shares.join(', ')}`);
      setOpen(false);
    } catch {
      // The mutation's error shows in the dialog, with what was typed.
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset({ amount: '', senderName: sender, narration: '' });
          simulate.reset();
        }
        setOpen(next);
      }}
      opener="Simulate a transfer"
      title="Simulate a transfer"
      description="What a parent's bank app would send into this demo account. No money moves: the demo records it as a real transfer records itself."
      dismissible={!simulate.isPending}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DecimalField label="Amount" {...field('amount')} />
        <TextField label="Sender's name" autoComplete="off" {...field('senderName')} />
        <TextField
          label="Narration (optional)"
          autoComplete="off"
          hint="What the parent writes on the transfer, such as the child's name."
          {...field('narration')}
        />
        {simulate.error ? (
          <p role="alert" className={styles.refused}>
            {errorMessage(simulate.error)}
          </p>
        ) : null}
        <Button type="submit" busy={simulate.isPending} busyText="Recording...">
          Send the transfer
        </Button>
      </form>
    </Modal>
  );
}
