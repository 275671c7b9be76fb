import { countOf, errorMessage, runDueRemindersMutationOptions } from '@fees/shared-data';
import type { ReminderRun } from '@fees/shared-data/core';
import { Button } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import styles from './reminders.module.css';

const CHANNEL_WORDS = { email: 'E-mail', sms: 'SMS' } as const;

function RunResult({ run }: { run: ReminderRun }) {
  const counts = `${countOf(run.sent, 'reminder', 'reminders')} sent, ${run.skipped} skipped.`;
  if (!run.wouldSend) return <p role="status">{counts}</p>;
  return (
    <div className={styles.section}>
      <p role="status">
        {run.wouldSend.length === 0
          ? 'The demo sends nothing, and nothing would have gone today.'
          : `The demo sends nothing. This is what would have gone (${countOf(run.wouldSend.length, 'message', 'messages')}):`}
      </p>
      <ul className={styles.wouldSend} aria-label="What would have gone">
        {run.wouldSend.map((one, index) => (
          <li key={`${one.channel}-${one.to}-${index}`}>
            <details>
              <summary>
                {CHANNEL_WORDS[one.channel]} to <span className={styles.to}>{one.to}</span>
              </summary>
              <p className={styles.text}>{one.text}</p>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Send due reminders now' (owner): today's run of the school at once, late fees then reminders;
 * a parent already reminded today is not reminded again (docs/reminders.md#sending-now).
 */
export function SendNowButton({ schoolId }: { schoolId: string }) {
  const run = useMutation(runDueRemindersMutationOptions(schoolId));
  return (
    <div className={styles.section}>
      <div>
        <Button
          width="auto"
          busy={run.isPending}
          busyText="Sending..."
          onClick={() => run.mutate()}
        >
          Send due reminders now
        </Button>
      </div>
      {run.isError ? (
        <p role="alert" className={styles.problem}>
          {errorMessage(run.error)}
        </p>
      ) : null}
      {run.data ? <RunResult run={run.data} /> : null}
    </div>
  );
}
