import { Button } from '@fees/shared-ui';
import { formatCountdown } from './countdown';
import type { ResendResult } from './use-resend-code';
import styles from './verify-email-page.module.css';

export type ResendCodeProps = {
  onResend: () => void;
  sending: boolean;
  locked: boolean;
  remainingMs: number;
  result: ResendResult;
  /** Where signup has just mailed a code, while that mail holds the lockout. */
  justSentTo?: string;
};

/** The resend action: grey and counting down from 5:00 after a click, then offered again. */
export function ResendCode({
  onResend,
  sending,
  locked,
  remainingMs,
  result,
  justSentTo,
}: ResendCodeProps) {
  return (
    <div className={styles.resend}>
      <p className={styles.muted}>
        {justSentTo
          ? `We have just sent a code to ${justSentTo}. You can ask for another in ${formatCountdown(remainingMs)}.`
          : "Didn't get the code, or has it expired?"}
      </p>
      <Button
        variant="light"
        width="auto"
        icon={null}
        disabled={locked}
        busy={sending}
        busyText="Sending..."
        onClick={onResend}
      >
        {locked ? `Resend code in ${formatCountdown(remainingMs)}` : 'Resend code'}
      </Button>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? styles.success : styles.error}
        >
          {result.message}
        </p>
      ) : null}
    </div>
  );
}
