import { spaceOf } from './remote-spaces';
import { fetchShellConfig } from './runtime-config';

const manifests = new Map<string, Promise<Response>>();

/**
 * What a cold load needs before it can ask for a remote: config.json, then the manifest of the
 * remote that draws the page opened. Neither needs a shared library, so the entry starts both
 * while the shell's chunks are still loading rather than after (docs/federation.md#a-cold-load).
 */
export function startEarlyRequests(pathname: string): void {
  fetchShellConfig()
    .then((config) => {
      const space = spaceOf(pathname);
      const entry = space && config.remotes[space.remote];
      if (entry) manifests.set(entry, fetch(entry));
    })
    // The bootstrap reads the same answer and shows why the dashboard cannot start.
    .catch(() => {});
}

/** The request the entry started for `url`, handed over once; a later ask fetches anew. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const early = manifests.get(url);
  manifests.delete(url);
  return early;
}
