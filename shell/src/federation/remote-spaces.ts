import type { RemoteName } from './runtime-config';

export interface RemoteSpace {
  remote: RemoteName;
  /** Names the section in loading and error messages. */
  label: string;
  /** Auth screens bring their own full-page layout; everything else sits in the dashboard. */
  layout: 'bare' | 'dashboard';
}

/** Which remote owns each URL space (ARCHITECTURE.md), keyed by the first path segment. */
export const REMOTE_SPACES: Readonly<Record<string, RemoteSpace>> = {
  login: { remote: 'mfe_auth', label: 'Sign-in', layout: 'bare' },
  signup: { remote: 'mfe_auth', label: 'Sign-up', layout: 'bare' },
  'verify-email': { remote: 'mfe_auth', label: 'E-mail verification', layout: 'bare' },
  'reset-password': { remote: 'mfe_auth', label: 'Password reset', layout: 'bare' },
  profile: { remote: 'mfe_auth', label: 'Profile', layout: 'dashboard' },
  schools: { remote: 'mfe_schools', label: 'Schools', layout: 'dashboard' },
  classrooms: { remote: 'mfe_schools', label: 'Classrooms', layout: 'dashboard' },
  students: { remote: 'mfe_students', label: 'Students', layout: 'dashboard' },
  payments: { remote: 'mfe_payments', label: 'Payments', layout: 'dashboard' },
};

export function spaceOf(pathname: string): RemoteSpace | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(REMOTE_SPACES, segment) ? REMOTE_SPACES[segment] : undefined;
}
