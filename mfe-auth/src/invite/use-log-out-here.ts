import { useSessionStore } from '@fees/shared-data';
import { toastError } from '@fees/shared-ui';
import { useState } from 'react';

/**
 * Ends the session but stays on the invitation, where the dashboard's logout would go to /login:
 * the person then signs in here as the address it was sent to.
 */
export function useLogOutHere() {
  const logout = useSessionStore((state) => state.logout);
  const [busy, setBusy] = useState(false);
  // Busy until the page shows the signed-out choices: the store forgets the user either way.
  const logOut = async () => {
    setBusy(true);
    try {
      await logout();
    } catch {
      toastError('You are signed out here, but the server could not be reached.');
    }
  };
  return { logOut, busy };
}
