// The shell's Content-Security-Policy, built from the same runtime config that becomes its
// config.json, so a remote or the API that moves takes the policy with it.

/**
 * What Paystack's v2 inline script reaches beyond its own file (read from @paystack/inline-js
 * 2.22): it asks its API for the transaction and draws the checkout in a frame of its own.
 */
const PROVIDER_CONNECT = ['https://api.paystack.co'];
const PROVIDER_FRAMES = ['https://checkout.paystack.com'];

const originOf = (url) => new URL(url).origin;

/**
 * A source for exactly this file, or this folder when the URL ends in `/`: no query, and the two
 * characters a policy reserves escaped (CSP3 §2.3.1).
 */
function pathSource(url) {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname.replace(/;/g, '%3B').replace(/,/g, '%2C')}`;
}

/**
 * @param {ReturnType<import('./runtime-config.cjs').runtimeConfig>} config
 * @returns {string} the header's value
 */
function contentSecurityPolicy(config) {
  // Each remote's folder (where its manifest, entry and chunks live), not its whole host.
  const remotes = Object.values(config.remotes).map((manifest) =>
    pathSource(new URL('.', manifest).href),
  );
  const api = originOf(config.apiUrl);
  const checkout = pathSource(config.paystack.inlineUrl);
  // The simulated checkouts draw their dialogs in the page; only the provider's needs a frame.
  const provider = !config.paystack.simulated;
  const unique = (...sources) => [...new Set(sources)].join(' ');

  const directives = {
    'default-src': "'self'",
    'script-src': unique("'self'", ...remotes, checkout),
    // style-loader puts each app's CSS into <style> tags, and the provider's script styles its
    // frames and loader the same way: styles cannot run code, scripts never get 'unsafe-inline'.
    'style-src': unique("'self'", ...remotes, "'unsafe-inline'"),
    'connect-src': unique("'self'", api, ...remotes, ...(provider ? PROVIDER_CONNECT : [])),
    'img-src': unique("'self'", 'data:', ...remotes),
    'font-src': unique("'self'", ...remotes),
    'frame-src': provider ? unique(...PROVIDER_FRAMES) : "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

module.exports = { contentSecurityPolicy };
