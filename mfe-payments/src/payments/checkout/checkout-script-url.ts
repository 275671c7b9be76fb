import type { PaystackConfig, SessionMode } from '@fees/shared-data';

// Webpack's public path: the origin and folder this remote was loaded from, not the shell's.
declare const __webpack_public_path__: string;

const DEMO_CHECKOUT_FILE = 'demo-checkout.js';

/** The demo checkout shipped beside this remote's own files. */
export function demoCheckoutUrl(): string {
  const base =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== ''
      ? new URL(__webpack_public_path__, document.baseURI).href
      : document.baseURI;
  return new URL(DEMO_CHECKOUT_FILE, base).href;
}

/**
 * Which checkout script opens the payment. An account always uses the configured one (the
 * provider's, or the API's labelled simulation in development), since the server verifies every
 * payment with it. The guest demo uses the provider's only when a real public key is configured;
 * otherwise it opens the demo checkout, so it works with no API running.
 */
export function checkoutScriptUrl(mode: SessionMode, paystack: PaystackConfig): string {
  const realKey = paystack.publicKey !== '' && !paystack.simulated;
  return mode === 'guest' && !realKey ? demoCheckoutUrl() : paystack.inlineUrl;
}
