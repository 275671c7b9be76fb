import {
  authApi,
  isRefusal,
  RateLimitError,
  RETRY_MESSAGE,
  TIMINGS,
  ValidationError,
} from '@fees/shared-data';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** What /login reads from navigation state: the address to fill in, and the page to return to. */
export type LoginState = { email: string; from?: unknown };

export type VerifyOutcome =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'verified'; login: LoginState }
  | { status: 'rejected' }
  | { status: 'failed'; message: string };

// Verification keeps the product's own failure text, 'An error occured. Please retry', network or
// not (docs/sessions.md).
const NETWORK_FAILURE = RETRY_MESSAGE;

function outcomeOf(error: unknown): VerifyOutcome {
  if (!isRefusal(error)) return { status: 'failed', message: NETWORK_FAILURE };
  if (error instanceof RateLimitError) return { status: 'failed', message: error.message };
  // A bad address is not a wrong code: say what the server said about it.
  if (error instanceof ValidationError && error.fields.email && !error.fields.code) {
    return { status: 'failed', message: error.fields.email };
  }
  return { status: 'rejected' };
}

/**
 * The loader shows about 3 s whatever the server's speed, as the product always has; on success
 * the user goes to /login 5 s later, with the e-mail filled in and `from` handed on; a new try or
 * typing clears the last message (docs/auth.md#verifying-the-e-mail-address).
 */
export function useVerifyEmail(from?: unknown) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<VerifyOutcome>({ status: 'idle' });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const attempt = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      attempt.current = -1;
      pending.forEach(clearTimeout);
    };
  }, []);

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }

  async function verify(email: string, code: string) {
    const id = ++attempt.current;
    setOutcome({ status: 'verifying' });
    const loader = new Promise<void>((resolve) => later(TIMINGS.verifyLoaderMs, resolve));
    const [error] = await Promise.all([
      authApi.verifyEmail({ email, code }).then(
        () => null,
        (failure: unknown) => failure ?? new Error('failed'),
      ),
      loader,
    ]);
    if (id !== attempt.current) return;
    if (error) return setOutcome(outcomeOf(error));
    // The address goes on in navigation state, as signup hands it here, so /login opens with it.
    const login: LoginState = { email, from };
    setOutcome({ status: 'verified', login });
    later(TIMINGS.redirectAfterVerifyMs, () => navigate('/login', { replace: true, state: login }));
  }

  function clear() {
    setOutcome((current) =>
      current.status === 'rejected' || current.status === 'failed' ? { status: 'idle' } : current,
    );
  }

  return { outcome, verify, clear };
}
