import { formatMoney, mayDo, unmatchedTransfersQueryOptions } from '@fees/shared-data';
import { formatSchoolDateTime, type SchoolRole } from '@fees/shared-data/core';
import { LoadError, VisuallyHidden } from '@fees/shared-ui';
import { ScrollingTable, stackedCell } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { AssignTransferButton } from './assign-transfer-button';
import styles from './unmatched-transfers.module.css';

// On a phone a row is the sender and the amount, then a line for each of the rest.
const RECEIVED = stackedCell({ phone: 'below', label: 'Received' });
const SENDER = stackedCell({});
const AMOUNT = stackedCell({ align: 'end' });
const NARRATION = stackedCell({ phone: 'below', label: 'Narration' });
const WHY = stackedCell({ phone: 'below', label: 'Why it waits' });
const ACTION = stackedCell({ phone: 'below' });

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
  const allowed = mayDo(role, 'matchTransfers');
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
    <div className={styles.section}>
      <ScrollingTable
        caption={`Transfers waiting to be assigned (${waiting.data.length})`}
        minWidth="40rem"
        phone="stack"
      >
        <thead>
          <tr>
            <th scope="col" {...SENDER}>
              Sender
            </th>
            <th scope="col" {...AMOUNT}>
              Amount
            </th>
            <th scope="col" {...RECEIVED}>
              Received
            </th>
            <th scope="col" {...NARRATION}>
              Narration
            </th>
            <th scope="col" {...WHY}>
              Why it waits
            </th>
            <th scope="col" {...ACTION}>
              <VisuallyHidden>Action</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {waiting.data.map((transfer) => (
            <tr key={transfer._id}>
              <td {...SENDER}>{transfer.senderName}</td>
              <td className={styles.nowrap} {...AMOUNT}>
                {formatMoney(transfer.amount)}
              </td>
              <td {...RECEIVED}>{formatSchoolDateTime(transfer.receivedAt)}</td>
              <td {...NARRATION}>{transfer.narration || '—'}</td>
              <td {...WHY}>{transfer.reason}</td>
              <td className={styles.nowrap} {...ACTION}>
                <AssignTransferButton schoolId={schoolId} transfer={transfer} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </div>
  );
}
