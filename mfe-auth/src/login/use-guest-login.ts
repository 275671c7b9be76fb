import { errorMessage, TIMINGS, useSessionStore } from '@fees/shared-data';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * After Agree the demo data is loaded into local storage, the guest is signed in, and 500 ms
 * later the user goes home, always, as the guest note promises (docs/guest-demo.md).
 */
export function useGuestLogin() {
  const navigate = useNavigate();
  const loginGuest = useSessionStore((state) => state.loginGuest);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  async function agree() {
    setBusy(true);
    setError(null);
    try {
      await loginGuest();
      redirect.current = setTimeout(
        () => navigate('/', { replace: true }),
        TIMINGS.guestRedirectMs,
      );
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return { agree, busy, error };
}
