import {
  errorMessage,
  requestTransferAccountRunMutationOptions,
  settlementQueryOptions,
  transferAccountRunQueryOptions,
} from '@fees/shared-data';
import type { TransferAccountRun } from '@fees/shared-data/core';
import { Button, Modal } from '@fees/shared-ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './settlement.module.css';

/** How far a run has got, in words. */
function runStatus(run: TransferAccountRun): string {
  if (run.state === 'queued') return 'Waiting to start…';
  if (run.state === 'running') return `${run.done} of ${run.total} done…`;
  return `Done: ${run.total - run.failed.length} of ${run.total} have a transfer account.`;
}

function RunProgress({ run }: { run: TransferAccountRun }) {
  return (
    <div className={styles.giving}>
      <progress
        aria-label="Transfer accounts given"
        value={run.done}
        max={Math.max(run.total, 1)}
      />
      <p role="status">{runStatus(run)}</p>
      {run.state === 'done' ? null : (
        <p>It goes on if you close this; open it again to see how far it has got.</p>
      )}
      {run.failed.length > 0 ? (
        <>
          <p>{`${run.failed.length} could not be given one; run it again to retry them:`}</p>
          <ul className={styles.failed}>
            {run.failed.map((failure) => (
              <li key={failure.label}>{`${failure.label}: ${failure.message}`}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * 'Give transfer accounts' (owner or bursar; docs/transfers.md#giving-every-family-one): every
 * family and every student in no family gets one, by a run the API does in the background, which
 * the dialog follows while it is open. Offered once the school settles to its own account, since
 * the accounts settle there.
 */
export function GiveEveryAccountButton({ schoolId }: { schoolId: string }) {
  const settlement = useQuery(settlementQueryOptions(schoolId));
  const [open, setOpen] = useState(false);
  const run = useQuery({ ...transferAccountRunQueryOptions(schoolId), enabled: open });
  const request = useMutation(requestTransferAccountRunMutationOptions(schoolId));
  if (!settlement.data) return null;

  const current = run.data ?? null;
  const going = current !== null && current.state !== 'done';
  // The run this dialog asked for has ended: 'Done' closes; a run read from before offers another.
  const finishedHere = request.isSuccess && current?.state === 'done';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) request.reset();
        setOpen(next);
      }}
      opener="Give transfer accounts"
      title="Give every family a transfer account"
      description="Each family, and each student in no family, gets an account number of its own to pay fees into by transfer. Those that have one keep it."
    >
      {current ? <RunProgress run={current} /> : null}
      {run.isError || request.isError ? (
        <p role="alert" className={styles.refused}>
          {errorMessage(request.error ?? run.error)}
        </p>
      ) : null}
      {finishedHere || going ? (
        <Button onClick={() => setOpen(false)}>{going ? 'Close' : 'Done'}</Button>
      ) : (
        <Button
          busy={request.isPending || run.isLoading}
          busyText="Giving..."
          onClick={() => request.mutate()}
        >
          Give transfer accounts
        </Button>
      )}
    </Modal>
  );
}
