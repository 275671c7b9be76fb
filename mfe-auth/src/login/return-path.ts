import { INVITATION_TOKEN_PATTERN, invitationPath } from '@fees/shared-data';
import apps from '../../../apps.json';

/**
 * The dashboard's sections below '/': the URL spaces of apps.json that sit in the dashboard. A
 * page in one of them is worth coming back to after signing in: the auth screens (bare spaces)
 * would loop, and anything else is not ours to send the user to. The one bare page worth it is an
 * invitation's, checked on its own (invitationReturn).
 */
const DASHBOARD_SECTIONS = new Set(
  apps.remotes
    .flatMap((remote): readonly { path: string; layout: string }[] => remote.spaces)
    .filter((space) => space.layout === 'dashboard')
    .map((space) => space.path),
);

type FromLocation = { pathname?: unknown; search?: unknown; hash?: unknown };

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * An invitation's page, `/invite/{token}` and nothing more: the person signed in (or up) to
 * accept it (docs/staff.md#accepting-an-invitation). The page reads no query string or hash, so
 * none is kept.
 */
function invitationReturn(pathname: string): string {
  const [, , token = '', ...rest] = pathname.split('/');
  return rest.length === 0 && INVITATION_TOKEN_PATTERN.test(token) ? invitationPath(token) : '/';
}

/**
 * The page to return to as it came in navigation state, unread: for a screen on the way to /login
 * (verification) to hand on, and for returnPath to judge once signed in.
 */
export function returnFrom(state: unknown): unknown {
  return (state as { from?: unknown } | null)?.from;
}

/**
 * Where to go after signing in. The shell's guard hands /login the page the user was on
 * (`state.from`, a router location) when a session ends under them, and an invitation's page
 * hands it its own address; that page is honoured only if it is a dashboard page of this app,
 * with its query string, or an invitation's page. Everything else goes home: a missing or
 * malformed `from`, the auth screens, and any path that could leave the app ('//host', '/\host',
 * a full URL), so a crafted navigation state can never redirect elsewhere.
 */
export function returnPath(state: unknown): string {
  const from = returnFrom(state);
  if (typeof from !== 'object' || from === null) return '/';
  const { pathname, search, hash } = from as FromLocation;
  const path = textOf(pathname);
  if (!/^\/(?![/\\])/.test(path)) return '/';
  // Resolving against a throwaway origin normalises dot segments and encodings the same way the
  // router will, and reveals any trick that would change the origin.
  const base = 'http://app.invalid';
  const url = new URL(`${path}${textOf(search)}${textOf(hash)}`, base);
  if (url.origin !== base) return '/';
  const section = url.pathname.split('/')[1] ?? '';
  if (section === 'invite') return invitationReturn(url.pathname);
  if (url.pathname !== '/' && !DASHBOARD_SECTIONS.has(section)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
