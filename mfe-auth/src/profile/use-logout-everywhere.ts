import { useSessionStore } from '@fees/shared-data';
import { toastError, toastSuccess } from '@fees/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** Ends every session of the account (a lost or shared device), then goes to /login. */
export function useLogoutEverywhere() {
  const logoutEverywhere = useSessionStore((state) => state.logoutEverywhere);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await logoutEverywhere();
    } catch {
      // Still signed in here and elsewhere: say so, so the user can retry.
      setBusy(false);
      toastError('You were not logged out. Please check your connection and retry.');
      return;
    }
    toastSuccess('Logged out on every device.');
    navigate('/login', { replace: true });
  };
  return { run, busy };
}
