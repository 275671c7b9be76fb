import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '../early-requests';

interface RetryOptions {
  attempts?: number;
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A few short tries at a remote's manifest before giving up, so a blip in a remote's deployment
 * does not show the error panel. A 4xx is final: trying again would only repeat it. The first try
 * takes the request the entry started early, if it started one for this manifest.
 */
export function retryPlugin({
  attempts = 3,
  delayMs = 250,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'fees-retry',
    async fetch(url, init) {
      let failure: unknown;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          const early = attempt === 1 ? takeEarlyManifest(url) : undefined;
          const response = await (early ?? fetch(url, init));
          if (response.ok || (response.status >= 400 && response.status < 500)) return response;
          failure = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          failure = error;
        }
        if (attempt < attempts) await wait(delayMs * attempt);
      }
      throw failure;
    },
  };
}
