import { errorMessage } from '@fees/shared-data';
import { useState } from 'react';
import { Button } from '../button/button';
import { ConfirmModal } from '../modal/confirm-modal';

export type DeleteRecordButtonProps = {
  /** The record in words: the button reads 'Delete school', the dialog 'Delete this school?'. */
  resource: string;
  /** What goes with the record, read when the dialog opens. */
  warning: string;
  /** Deletes with the admin password; rejects with the data layer's error. */
  onDelete: (password: string) => Promise<unknown>;
  /** While the deletion is in flight: the dialog cannot be dismissed. */
  busy: boolean;
};

/**
 * A danger button that opens the confirm modal, which also asks for the admin password
 * (docs/auth.md#the-admin-password). A failure stays in the dialog; success is the caller's.
 */
export function DeleteRecordButton({ resource, warning, onDelete, busy }: DeleteRecordButtonProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(password: string) {
    setError(null);
    try {
      await onDelete(password);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <ConfirmModal
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button variant="danger" width="auto" icon={null}>
          {`Delete ${resource}`}
        </Button>
      }
      title={`Delete this ${resource}?`}
      warning={warning}
      requirePassword
      confirmLabel="Delete"
      busy={busy}
      error={error}
      onConfirm={confirm}
    />
  );
}
