import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The simulated checkout: shared-data's stand-in for Paystack's inline script, the same file the
 * guest demo opens. Served from this API's SIMULATED_INLINE_PATH, it records its charges here
 * (see the script's header). Read once: the file does not change while the API runs.
 */
export const SIMULATED_CHECKOUT_SCRIPT = readFileSync(
  createRequire(import.meta.url).resolve('@fees/shared-data/assets/paystack-lookalike.js'),
  'utf8',
);
