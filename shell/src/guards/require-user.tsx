import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '@fees/shared-data';
import { LoadingBox } from '@fees/shared-ui';

interface Props {
  children: ReactNode;
}

/**
 * Dashboard pages need a user, guest or account (docs/routes.md#who-may-see-what). Until the
 * session is restored nothing of them shows, so no record is glimpsed before the check.
 */
export function RequireUser({ children }: Props) {
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const location = useLocation();

  if (status === 'restoring') return <LoadingBox text="Loading..." />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
