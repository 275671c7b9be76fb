import { errorMessage } from '@fees/shared-data';
import { useState, type ReactElement } from 'react';
import { ConfirmModal } from '../modal/confirm-modal';

export type DeleteRecordDialogProps = {
  /** The record in words: the dialog reads 'Delete this school?'. */
  resource: string;
  /** What goes with the record, read when the dialog opens. */
  warning: string;
  /** Deletes with the admin password; rejects with the data layer's error. */
  onDelete: (password: string) => Promise<unknown>;
  /** While the deletion is in flight: the dialog cannot be dismissed. */
  busy: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; leave out when something else sets `open` (a menu's item). */
  trigger?: ReactElement;
};

/**
 * The confirm modal of a delete, which also asks for the admin password
 * (docs/auth.md#the-admin-password). A failure stays in the dialog; success is the caller's.
 */
export function DeleteRecordDialog({
  resource,
  warning,
  onDelete,
  busy,
  open,
  onOpenChange,
  trigger,
}: DeleteRecordDialogProps) {
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
        onOpenChange(next);
        setError(null);
      }}
      trigger={trigger}
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
