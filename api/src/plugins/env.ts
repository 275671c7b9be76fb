import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';

/** The repository root, found from this file so the working directory does not matter. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** scrypt N = 2^17 (r = 8, p = 1): the production cost. */
export const PRODUCTION_KDF_LOG_N = 17;

export interface AppConfig {
  nodeEnv: string;
  production: boolean;
  port: number;
  host: string;
  /** `postgres://…` selects PostgreSQL; unset means embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** Where the embedded database (`db/`) and the written mails (`mail/`) live. */
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  paystack: {
    publicKey: string | undefined;
    secretKey: string | undefined;
    apiUrl: string;
    inlineUrl: string;
    /**
     * Only with FEES_DEV_CHECKOUT=1 and no secret key, never in production: the server simulates
     * the provider (no real money).
     */
    simulated: boolean;
  };
  appOrigins: string[];
  /** Set whenever an app origin is https (or in production): the session cookie is `Secure`. */
  secureCookies: boolean;
  /** log2 of scrypt's N. Lowered only when NODE_ENV is `test`, so test suites stay fast. */
  kdfLogN: number;
  session: { idleMs: number; absoluteMs: number };
  bodyLimit: number;
  /** Per-address request budget per minute (in-process, coarse); tries are limited in the database. */
  requestsPerMinute: number;
  /** Sign-ups one client address may make in an hour. */
  signupsPerHour: number;
  /**
   * The operator's share of each card charge that settles to a school, in percent
   * (docs/transfers.md#settlement); 0 leaves the school all of it.
   */
  platformPercent: number;
  /**
   * The provider's slug of the bank transfer accounts are opened at (docs/transfers.md), such as
   * `wema-bank`; Paystack's test mode takes `test-bank`.
   */
  transferAccountBank: string;
  /** Times one account's verifies may ask the provider in an hour (our key is every school's). */
  verifiesPerHour: number;
  /** E-mails one account may cause in an hour (docs/mail.md#what-an-account-may-send)... */
  mailsPerHour: number;
  /** ...and in an hour of its first day. */
  newAccountMailsPerHour: number;
  /**
   * Whose `X-Forwarded-For` is believed: nobody (false), the nearest N proxies, or proxies at
   * these addresses and CIDR ranges. Never everyone, or any client could pick its own address.
   */
  trustProxy: false | number | string[];
  /**
   * How long a process told to stop (SIGTERM) keeps answering, its health check saying 503,
   * before it closes its port and finishes what is in flight (docs/deploy.md).
   */
  shutdownDrainMs: number;
  /**
   * The SMS gateway reminders go through (docs/reminders.md#sms), Termii's shape; null when its
   * URL, key and sender are not all set, and SMS is then off.
   */
  sms: SmsConfig | null;
}

export interface SmsConfig {
  apiUrl: string;
  apiKey: string;
  /** The sender ID parents see: 3 to 11 letters or digits, as the gateway registered it. */
  sender: string;
  /** What one page (160 characters) costs the school, in kobo. */
  pageKobo: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** A percent from 0 to 100 with at most two decimals, as the provider takes it. */
function percent(env: Env, name: string): number {
  const raw = text(env, name);
  if (raw === undefined) return 0;
  const value = Number(raw);
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw) || value > 100) {
    throw new ConfigError(`${name} must be a percent from 0 to 100, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  try {
    return new URL(value).href.replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${value}"`);
  }
}

function trustedProxies(env: Env): AppConfig['trustProxy'] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 20) || false;
  const ranges = raw.split(',').map((entry) => entry.trim());
  for (const range of ranges) {
    const [address = '', prefix, ...rest] = range.split('/');
    const family = isIP(address);
    const prefixOk =
      prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || rest.length > 0) {
      throw new ConfigError(
        `TRUST_PROXY must be the number of proxies in front of the API (e.g. 1) or their ` +
          `addresses and CIDR ranges separated by commas, got "${raw}"`,
      );
    }
  }
  return ranges;
}

const SMS_NAMES = ['SMS_API_URL', 'SMS_API_KEY', 'SMS_SENDER'] as const;

/** All three of the gateway's settings, or none (SMS off); half a configuration stops the start. */
function smsConfig(env: Env): SmsConfig | null {
  const given = SMS_NAMES.filter((name) => text(env, name) !== undefined);
  if (given.length === 0) return null;
  if (given.length < SMS_NAMES.length) {
    const missing = SMS_NAMES.filter((name) => !given.includes(name));
    throw new ConfigError(
      `${missing.join(' and ')} must be set too: SMS needs ${SMS_NAMES.join(', ')} (or none of them, and SMS is off)`,
    );
  }
  const sender = text(env, 'SMS_SENDER') ?? '';
  if (!/^[A-Za-z0-9]{3,11}$/.test(sender)) {
    throw new ConfigError(`SMS_SENDER must be 3 to 11 letters or digits, got "${sender}"`);
  }
  return {
    apiUrl: url(env, 'SMS_API_URL', ''),
    apiKey: text(env, 'SMS_API_KEY') ?? '',
    sender,
    pageKobo: integer(env, 'SMS_PRICE_KOBO', 500, 0, 100_000),
  };
}

/** Reads and checks the environment once, at start-up; a bad value stops the server with its name. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  }
  const smtpUrl = text(env, 'SMTP_URL');
  if (production && !smtpUrl) {
    throw new ConfigError(
      'SMTP_URL is required in production: without it sign-up codes and receipts are only written to files on the server',
    );
  }
  const secretKey = text(env, 'PAYSTACK_SECRET_KEY');
  const publicKey = text(env, 'PAYSTACK_PUBLIC_KEY');
  // A server that forgot its keys must not record unpaid fees as paid: simulation is asked for
  // by name (npm start and the test harnesses do), and production never gets it.
  const simulated = !secretKey && text(env, 'FEES_DEV_CHECKOUT') === '1';
  if (simulated && production) {
    throw new ConfigError(
      'FEES_DEV_CHECKOUT=1 is for development and tests only; production needs PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY',
    );
  }
  if (!simulated && !(secretKey && publicKey)) {
    throw new ConfigError(
      'PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY must both be set (or FEES_DEV_CHECKOUT=1 for a simulated checkout in development)',
    );
  }
  const appOrigins = (text(env, 'APP_ORIGINS') ?? 'http://localhost:3000')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new ConfigError(`APP_ORIGINS holds a value that is not an origin: "${origin}"`);
      }
    });
  const kdfLogN =
    nodeEnv === 'test'
      ? integer(env, 'SCRYPT_LOG_N', PRODUCTION_KDF_LOG_N, 4, 20)
      : PRODUCTION_KDF_LOG_N;
  return {
    nodeEnv,
    production,
    port: integer(env, 'PORT', 4000, 0, 65535),
    host: text(env, 'HOST') ?? '127.0.0.1',
    databaseUrl,
    dataDir: resolve(REPO_ROOT, text(env, 'FEES_DATA_DIR') ?? '.data'),
    smtpUrl,
    mailFrom: text(env, 'MAIL_FROM') ?? 'Fees Manager <no-reply@localhost>',
    paystack: {
      publicKey,
      secretKey,
      apiUrl: url(env, 'PAYSTACK_API_URL', 'https://api.paystack.co'),
      inlineUrl: url(env, 'PAYSTACK_INLINE_URL', 'https://js.paystack.co/v2/inline.js'),
      simulated,
    },
    appOrigins,
    secureCookies: production || appOrigins.some((origin) => origin.startsWith('https:')),
    kdfLogN,
    session: {
      idleMs: integer(env, 'SESSION_IDLE_MINUTES', 8 * 60, 1, 60 * 24 * 30) * 60_000,
      absoluteMs: integer(env, 'SESSION_MAX_DAYS', 7, 1, 365) * 24 * 60 * 60_000,
    },
    bodyLimit: 64 * 1024,
    requestsPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 1200, 1, 1_000_000),
    signupsPerHour: integer(env, 'SIGNUPS_PER_HOUR', 10, 1, 10_000),
    platformPercent: percent(env, 'PLATFORM_PERCENT'),
    transferAccountBank: text(env, 'PAYSTACK_DVA_BANK') ?? 'wema-bank',
    verifiesPerHour: integer(env, 'VERIFIES_PER_HOUR', 60, 1, 1_000_000),
    mailsPerHour: integer(env, 'MAILS_PER_HOUR', 500, 1, 1_000_000),
    newAccountMailsPerHour: integer(env, 'NEW_ACCOUNT_MAILS_PER_HOUR', 50, 1, 1_000_000),
    trustProxy: trustedProxies(env),
    // A balancer that polls health needs a few seconds to notice; a developer's Ctrl-C does not.
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', production ? 5000 : 0, 0, 120_000),
    sms: smsConfig(env),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export const envPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'env', fastify: '5.x' },
);
