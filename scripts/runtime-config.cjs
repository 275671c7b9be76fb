// The shell's config.json, made from the environment (ARCHITECTURE.md): where the API is, where each
// remote's manifest is, and how to open the card checkout. Used by `npm start` and the dev servers.
const DEFAULT_INLINE_URL = 'https://js.paystack.co/v2/inline.js';

const remotePorts = { mfe_auth: 3001, mfe_schools: 3002, mfe_students: 3003, mfe_payments: 3004 };

function runtimeConfig(env = process.env) {
  const apiUrl = env.API_URL || 'http://localhost:4000';
  const remotes = Object.fromEntries(
    Object.entries(remotePorts).map(([name, port]) => {
      const origin = env[`${name.toUpperCase()}_URL`] || `http://localhost:${port}`;
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

module.exports = { runtimeConfig, remotePorts };
