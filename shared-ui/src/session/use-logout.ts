import { useNavigate } from 'react-router';
import { useSessionStore } from '@fees/shared-data';
import { toastError } from '../toaster/show-toast';

/** Ends the session (server-side for an account, local data for the guest) and shows /login. */
export function useLogout(): () => Promise<void> {
  const logout = useSessionStore((state) => state.logout);
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch {
      // The local session is gone whatever the server said; say so, but still leave.
      toastError('You are signed out here, but the server could not be reached.');
    }
    navigate('/login', { replace: true });
  };
}
