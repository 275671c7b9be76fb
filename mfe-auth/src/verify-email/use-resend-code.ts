import { authApi, isRefusal, RETRY_MESSAGE, TIMINGS, ValidationError } from '@fees/shared-data';
import { useEffect, useState } from 'react';

export type ResendResult = { ok: boolean; message: string } | null;

const SENT = 'Verification code has been sent! Please check your mail';

function messageOf(error: unknown): string {
  if (!isRefusal(error)) return RETRY_MESSAGE;
  if (error instanceof ValidationError && error.fields.email) return error.fields.email;
  return error.message;
}

/**
 * After a click the action is disabled for 5 minutes with a live countdown from 5:00. A code
 * mailed at signup (`sentAt`) starts the same lockout, as the server refuses a new mail within
 * 5 minutes of the last one (docs/auth.md#resend-and-why-it-is-locked-on-arrival).
 */
export function useResendCode(sentAt?: number) {
  const [lockedUntil, setLockedUntil] = useState(() =>
    sentAt === undefined ? 0 : sentAt + TIMINGS.resendLockoutMs,
  );
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ResendResult>(null);
  const [clicked, setClicked] = useState(false);
  const locked = lockedUntil > now;

  useEffect(() => {
    if (!locked) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [locked]);

  async function resend(email: string) {
    const at = Date.now();
    setClicked(true);
    setNow(at);
    setLockedUntil(at + TIMINGS.resendLockoutMs);
    setSending(true);
    setResult(null);
    try {
      await authApi.resendMail({ email });
      setResult({ ok: true, message: SENT });
    } catch (error) {
      setResult({ ok: false, message: messageOf(error) });
    } finally {
      setSending(false);
    }
  }

  return {
    resend,
    sending,
    locked,
    /** Locked by the code mailed at signup, not by a click: the screen says why it waits. */
    lockedByArrival: locked && !clicked && sentAt !== undefined,
    remainingMs: Math.max(0, lockedUntil - now),
    result,
  };
}
