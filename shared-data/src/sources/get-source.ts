import { useConfigStore } from '../stores/config-store';
import { useSessionStore } from '../stores/session-store';
import { ApiSource } from './api/api-source';
import type { DataSource } from './data-source';

let guest: { latencyMs: number; source: DataSource } | null = null;
let api: { apiUrl: string; source: ApiSource } | null = null;

/**
 * The guest's source, downloaded with the first call a guest makes, so an account's pages never
 * fetch the demo's storage and rules (docs/performance.md#the-guest-source-loads-on-demand). Every
 * call of a DataSource returns a promise, so waiting for the module is invisible to the caller.
 */
function guestSource(latencyMs: number): DataSource {
  let loaded: Promise<DataSource> | null = null;
  const load = () =>
    (loaded ??= import(/* webpackChunkName: "guest-source" */ './browser-source').then(
      ({ BrowserSource }) => new BrowserSource({ storage: localStorage, latencyMs }),
    ));
  return new Proxy({ mode: 'guest' } as DataSource, {
    get(target, name) {
      if (name === 'mode') return target.mode;
      // Not a thenable, nor anything a caller might look for that a source does not have.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        load().then((source) =>
          (source[name as keyof DataSource] as (...given: unknown[]) => unknown)(...args),
        );
    },
  });
}

/**
 * The data source for the current session: the guest works on this browser's local storage, an
 * account on the API. Read per call, so a login or logout switches every screen at once.
 */
export function getSource(): DataSource {
  const { apiUrl, guestLatencyMs } = useConfigStore.getState();
  if (useSessionStore.getState().mode === 'guest') {
    if (guest?.latencyMs !== guestLatencyMs) {
      guest = { latencyMs: guestLatencyMs, source: guestSource(guestLatencyMs) };
    }
    return guest.source;
  }
  if (api?.apiUrl !== apiUrl) api = { apiUrl, source: new ApiSource({ apiUrl }) };
  return api.source;
}
