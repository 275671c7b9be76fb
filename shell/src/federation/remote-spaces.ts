import apps from '../../../apps.json';
import type { RemoteName } from './runtime-config';

export interface RemoteSpace {
  remote: RemoteName;
  /** Names the section in loading and error messages. */
  label: string;
  /** Auth screens bring their own full-page layout; everything else sits in the dashboard. */
  layout: 'bare' | 'dashboard';
}

/**
 * Which remote owns each URL space, keyed by the first path segment: the `spaces` of each remote
 * in apps.json, compiled in (the manifest holds names, folders, ports and labels, nothing secret).
 */
export const REMOTE_SPACES: Readonly<Record<string, RemoteSpace>> = Object.fromEntries(
  apps.remotes.flatMap(({ name, spaces }) =>
    spaces.map(({ path, label, layout }): [string, RemoteSpace] => [
      path,
      { remote: name, label, layout: layout === 'bare' ? 'bare' : 'dashboard' },
    ]),
  ),
);

export function spaceOf(pathname: string): RemoteSpace | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(REMOTE_SPACES, segment) ? REMOTE_SPACES[segment] : undefined;
}
