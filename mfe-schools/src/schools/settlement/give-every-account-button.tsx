import {
  giveEveryTransferAccount,
  settlementQueryOptions,
  type GivingProgress,
} from '@fees/shared-data';
import { Button, Modal } from '@fees/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './settlement.module.css';

/**
 * 'Give transfer accounts' (owner or bursar; docs/transfers.md#giving-every-family-one): every
 * family and every student in no family gets one, one after another at the provider's pace, with
 * how far it has got and who could not be given one. Offered once the school settles to its own
 * account, since the accounts settle there.
 */
export function GiveEveryAccountButton({ schoolId }: { schoolId: string }) {
  const settlement = useQuery(settlementQueryOptions(schoolId));
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<GivingProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState('');
  if (!settlement.data) return null;

  async function start() {
    setRunning(true);
    setProblem('');
    try {
      await giveEveryTransferAccount(schoolId, setProgress);
    } catch {
      setProblem('The families and students could not be read. Nothing more was given; try again.');
    } finally {
      setRunning(false);
    }
  }

  const finished = progress !== null && !running && progress.done === progress.total;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setProgress(null);
          setProblem('');
        }
        setOpen(next);
      }}
      trigger={
        <Button width="auto" variant="light" icon={null}>
          Give transfer accounts
        </Button>
      }
      title="Give every family a transfer account"
      description="Each family, and each student in no family, gets an account number of its own to pay fees into by transfer. Those that have one keep it."
      dismissible={!running}
    >
      {progress ? (
        <div className={styles.giving}>
          <progress
            aria-label="Transfer accounts given"
            value={progress.done}
            max={Math.max(progress.total, 1)}
          />
          <p role="status">
            {finished
              ? `Done: ${progress.total - progress.failed.length} of ${progress.total} have a transfer account.`
              : `${progress.done} of ${progress.total} done…`}
          </p>
          {progress.failed.length > 0 ? (
            <>
              <p>{`${progress.failed.length} could not be given one; run it again to retry them:`}</p>
              <ul className={styles.failed}>
                {progress.failed.map((failure) => (
                  <li key={failure.label}>{`${failure.label}: ${failure.message}`}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.refused}>
          {problem}
        </p>
      ) : null}
      {finished ? (
        <Button onClick={() => setOpen(false)}>Done</Button>
      ) : (
        <Button busy={running} busyText="Giving..." onClick={() => void start()}>
          Give transfer accounts
        </Button>
      )}
    </Modal>
  );
}
