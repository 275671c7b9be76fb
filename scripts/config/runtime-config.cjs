// The shell's config.json, made from the environment: where the API is, where each remote's
// manifest is (one entry per remote of apps.json; `REMOTES_URL` puts each in its folder's name under
// one path, as docs/deploy.md serves them; `<NAME>_URL`, e.g. `MFE_SCHOOLS_URL`, moves one),
// and how to open the card checkout. The shell reads it at run time, so a remote that moves needs
// no new shell build. Used by `npm start` and the dev servers.
const { API, REMOTES, localOrigin } = require('../apps.cjs');

const DEFAULT_INLINE_URL = 'https://js.paystack.co/v2/inline.js';

function runtimeConfig(env = process.env) {
  const apiUrl = env.API_URL || localOrigin(API.port);
  const remotes = Object.fromEntries(
    REMOTES.map(({ name, folder, port }) => {
      const underOne = env.REMOTES_URL && `${env.REMOTES_URL.replace(/\/$/, '')}/${folder}`;
      const origin = env[`${name.toUpperCase()}_URL`] || underOne || localOrigin(port);
      return [name, `${origin.replace(/\/$/, '')}/mf-manifest.json`];
    }),
  );
  // Without provider keys, and only when asked for by FEES_DEV_CHECKOUT=1 (as `npm start` and the
  // dev servers do), the API serves a labelled, simulated checkout.
  const simulated = !env.PAYSTACK_SECRET_KEY && env.FEES_DEV_CHECKOUT === '1';
  return {
    apiUrl,
    remotes,
    paystack: {
      publicKey: env.PAYSTACK_PUBLIC_KEY || (simulated ? 'pk_simulated' : ''),
      inlineUrl:
        env.PAYSTACK_INLINE_URL ||
        (simulated ? `${apiUrl}/api/dev/paystack/inline.js` : DEFAULT_INLINE_URL),
      simulated,
    },
  };
}

module.exports = { runtimeConfig };
