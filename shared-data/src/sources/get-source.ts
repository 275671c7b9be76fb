import { useConfigStore } from '../stores/config-store';
import { useSessionStore } from '../stores/session-store';
import { ApiSource } from './api-source';
import { BrowserSource } from './browser-source';
import type { DataSource } from './data-source';

let browser: { latencyMs: number; source: BrowserSource } | null = null;
let api: { apiUrl: string; source: ApiSource } | null = null;

/**
 * The data source for the current session: the guest works on this browser's local storage, an
 * account on the API. Read per call, so a login or logout switches every screen at once.
 */
export function getSource(): DataSource {
  const { apiUrl, guestLatencyMs } = useConfigStore.getState();
  if (useSessionStore.getState().mode === 'guest') {
    if (browser?.latencyMs !== guestLatencyMs) {
      const source = new BrowserSource({ storage: localStorage, latencyMs: guestLatencyMs });
      browser = { latencyMs: guestLatencyMs, source };
    }
    return browser.source;
  }
  if (api?.apiUrl !== apiUrl) api = { apiUrl, source: new ApiSource({ apiUrl }) };
  return api.source;
}
