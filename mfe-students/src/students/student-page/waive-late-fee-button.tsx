import { lateFeeLine, type LateFee } from '@fees/shared-data/core';
import { PasswordActionButton } from '@fees/shared-ui/pages';
import { useWaiveLateFee } from './use-waive-late-fee';

export type WaiveLateFeeButtonProps = {
  studentId: string;
  fee: LateFee;
  /** Puts focus somewhere once the fee is waived and this button has left its line. */
  onGone: () => void;
};

/** 'Waive' on a late fee's line, under the admin password (docs/due-dates.md#late-fee). */
export function WaiveLateFeeButton({ studentId, fee, onGone }: WaiveLateFeeButtonProps) {
  const { waive, busy } = useWaiveLateFee(studentId);
  const line = lateFeeLine(fee.dueOn);
  return (
    <PasswordActionButton
      action="Waive"
      label={`Waive ${line}`}
      title={`Waive the ${line.charAt(0).toLowerCase()}${line.slice(1)}?`}
      description="It stays on the list as waived and comes off the student's charges and balance."
      busy={busy}
      onConfirm={(password) => waive(fee, password)}
      onGone={onGone}
    />
  );
}
