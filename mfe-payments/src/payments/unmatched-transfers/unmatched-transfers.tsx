import {
  formatMoney,
  formatSchoolDateTime,
  roleMay,
  unmatchedTransfersQueryOptions,
  type SchoolRole,
} from '@fees/shared-data';
import { LoadError, ScrollingTable, VisuallyHidden } from '@fees/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { AssignTransferButton } from './assign-transfer-button';
import styles from './unmatched-transfers.module.css';

export type UnmatchedTransfersProps = {
  schoolId: string;
  role: SchoolRole | undefined;
};

/**
 * Transfers into the school's transfer accounts that could not be recorded as they arrived
 * (docs/transfers.md#unmatched-transfers), for the owner and bursar to assign; nothing shows while
 * none waits, and a viewer is never shown them.
 */
export function UnmatchedTransfers({ schoolId, role }: UnmatchedTransfersProps) {
  const allowed = roleMay(role, 'record');
  const waiting = useQuery({ ...unmatchedTransfersQueryOptions(schoolId), enabled: allowed });
  if (!allowed || waiting.isPending) return null;
  if (waiting.error) {
    return (
      <LoadError
        what="the unmatched transfers"
        error={waiting.error}
        onRetry={() => void waiting.refetch()}
      />
    );
  }
  if (waiting.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="unmatched-transfers">
      <h2 id="unmatched-transfers" className={styles.heading}>
        Transfers waiting to be assigned ({waiting.data.length})
      </h2>
      <ScrollingTable caption="Transfers waiting to be assigned" minWidth="40rem">
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Sender</th>
            <th scope="col">Amount</th>
            <th scope="col">Narration</th>
            <th scope="col">Why it waits</th>
            <th scope="col">
              <VisuallyHidden>Action</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {waiting.data.map((transfer) => (
            <tr key={transfer._id}>
              <td>{formatSchoolDateTime(transfer.receivedAt)}</td>
              <td>{transfer.senderName}</td>
              <td>{formatMoney(transfer.amount)}</td>
              <td>{transfer.narration || '—'}</td>
              <td>{transfer.reason}</td>
              <td>
                <AssignTransferButton schoolId={schoolId} transfer={transfer} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </section>
  );
}
