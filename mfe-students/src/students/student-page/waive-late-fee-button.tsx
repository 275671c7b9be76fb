import { lateFeeLine, type LateFee } from '@fees/shared-data';
import { Button, Modal, PasswordStep, usePasswordDialog } from '@fees/shared-ui';
import { useRef } from 'react';
import { useWaiveLateFee } from './use-waive-late-fee';

export type WaiveLateFeeButtonProps = {
  studentId: string;
  fee: LateFee;
  /** Puts focus somewhere once the fee is waived and this button has left its line. */
  onGone: () => void;
};

/** 'Waive' on a late fee's line, under the admin password (docs/due-dates.md#late-fee). */
export function WaiveLateFeeButton({ studentId, fee, onGone }: WaiveLateFeeButtonProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const { waive, busy } = useWaiveLateFee(studentId);
  const dialog = usePasswordDialog();
  const line = lateFeeLine(fee.dueOn);
  return (
    <Modal
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button ref={trigger} variant="light" width="auto" icon={null} aria-label={`Waive ${line}`}>
          Waive
        </Button>
      }
      title={`Waive the ${line.charAt(0).toLowerCase()}${line.slice(1)}?`}
      description="It stays on the list as waived and comes off the student's charges and balance."
      dismissible={!busy}
      focusOnClose={() => {
        if (trigger.current?.isConnected) return false;
        onGone();
        return true;
      }}
    >
      <PasswordStep
        problem={dialog.problem}
        busy={busy}
        submitLabel="Waive"
        submitVariant="danger"
        onSubmit={(password) => dialog.confirm(() => waive(fee, password))}
      />
    </Modal>
  );
}
