import apps from '../../../apps.json';

/**
 * The dashboard's sections below '/': the URL spaces of apps.json that sit in the dashboard. Only
 * a page in one of them is worth coming back to after signing in: the auth screens (bare spaces)
 * would loop, and anything else is not ours to send the user to.
 */
const DASHBOARD_SECTIONS = new Set(
  apps.remotes
    .flatMap((remote) => remote.spaces)
    .filter((space) => space.layout === 'dashboard')
    .map((space) => space.path),
);

type FromLocation = { pathname?: unknown; search?: unknown; hash?: unknown };

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Where to go after signing in. The shell's guard hands /login the page the user was on
 * (`state.from`, a router location) when a session ends under them; that page is honoured only if
 * it is a dashboard page of this app, with its query string. Everything else goes home: a missing
 * or malformed `from`, the auth screens, and any path that could leave the app ('//host',
 * '/\host', a full URL), so a crafted navigation state can never redirect elsewhere.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
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
  if (url.pathname !== '/' && !DASHBOARD_SECTIONS.has(section)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
