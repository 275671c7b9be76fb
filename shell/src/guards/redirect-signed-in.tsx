import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionStore } from '@fees/shared-data';
import { LoadingBox } from '@fees/shared-ui';

interface Props {
  children: ReactNode;
}

/**
 * A user who arrives at the login screen already signed in has nothing to do there, so goes home
 * (docs/routes.md#who-may-see-what). Signing in on the screen itself is left to the screen, which
 * moves on in its own time (500 ms for the guest).
 */
export function RedirectSignedIn({ children }: Props) {
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const [arrival, setArrival] = useState<'pending' | 'signed-in' | 'signed-out'>('pending');

  if (status === 'restoring') return <LoadingBox text="Loading..." />;
  if (arrival === 'pending') {
    setArrival(user ? 'signed-in' : 'signed-out');
    return null;
  }
  if (arrival === 'signed-in') return <Navigate to="/" replace />;
  return children;
}
