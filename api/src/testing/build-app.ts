import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadConfig, type AppConfig } from '../plugins/env';
import { ApiClient } from './api-client';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import { startFakeSmsGateway, type FakeSmsGateway } from './fake-sms';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { openSecondHandle, openTestDatabase } from './test-database';

/** scrypt cost in tests: 2^10 instead of 2^17 (only NODE_ENV=test may lower it). */
export const TEST_KDF_LOG_N = '10';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  mailbox: SmtpSink;
  provider: FakePaystack;
  /** The SMS gateway the app sends through (a test turns SMS off with empty SMS_* env). */
  smsGateway: FakeSmsGateway;
  /**
   * Delivers every queued mail that is due, and resolves once that is done: mail leaves after the
   * request, so a test that counts what arrived (or asserts that nothing did) waits for this.
   */
  deliverQueuedMail(): Promise<void>;
  /** A new browser: no cookie yet. */
  client(): ApiClient;
}

export interface BuildTestAppOptions {
  /**
   * Extra environment, e.g. `{ PAYSTACK_SECRET_KEY: '', FEES_DEV_CHECKOUT: '1' }` for the
   * simulated checkout.
   */
  env?: Record<string, string>;
  /** Share a database with another app (two API processes on one database). */
  database?: DatabaseHandle;
  /** Fastify's logger options, e.g. a stream to read what the app logs; silent when unset. */
  logger?: FastifyServerOptions['logger'];
  /** The app's clock, so a test moves "today" by changing what it answers, never by waiting. */
  now?: () => Date;
}

/**
 * Builds the whole app for one test: a fresh database (PGlite clone, or a new PostgreSQL database
 * when TEST_DATABASE_URL is set), a real SMTP server on loopback, the fake provider. Everything
 * is closed after the test.
 */
export async function buildTestApp(
  t: { after(close: () => Promise<void>): void },
  options: BuildTestAppOptions = {},
) {
  const mailbox = await startSmtpSink();
  const provider = await startFakePaystack();
  const smsGateway = await startFakeSmsGateway();
  const dataDir = await mkdtemp(join(tmpdir(), 'fees-api-test-'));
  const closeHelpers = async () => {
    await Promise.all([mailbox.close(), provider.close(), smsGateway.close()]);
    await rm(dataDir, { recursive: true, force: true });
  };
  const open = async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SCRYPT_LOG_N: TEST_KDF_LOG_N,
      FEES_DATA_DIR: dataDir,
      SMTP_URL: mailbox.url,
      PAYSTACK_SECRET_KEY: provider.secretKey,
      PAYSTACK_PUBLIC_KEY: 'pk_test_fake',
      PAYSTACK_API_URL: provider.url,
      APP_ORIGINS: 'http://localhost:3000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Every test's accounts are new; a test of the mail budget sets its own figures.
      MAILS_PER_HOUR: '1000000',
      NEW_ACCOUNT_MAILS_PER_HOUR: '1000000',
      SMS_API_URL: smsGateway.url,
      SMS_API_KEY: smsGateway.apiKey,
      SMS_SENDER: 'FeesMgr',
      ...options.env,
    });
    const database = options.database ?? (await openTestDatabase());
    const app = await buildApp({
      config,
      database,
      closeDatabaseWithApp: !options.database,
      logger: options.logger,
      now: options.now,
    });
    return { config, database, app };
  };
  // A configuration the test expects to be refused leaves nothing open.
  const { config, database, app } = await open().catch(async (error: unknown) => {
    await closeHelpers();
    throw error;
  });
  await app.ready();
  t.after(async () => {
    await app.close();
    await closeHelpers();
  });
  const testApp: TestApp = {
    app,
    config,
    database,
    mailbox,
    provider,
    smsGateway,
    deliverQueuedMail: () => app.mailOutbox.nudge(),
    client: () => new ApiClient(app),
  };
  return testApp;
}

/**
 * A second API instance on the database of `first`, with a pool of its own, as a second API
 * process would have. Either instance's outbox worker may deliver a mail, and either may ask the
 * provider; like production, both use one relay and one provider: the first one's.
 */
export async function buildSecondTestApp(
  t: TestContext,
  first: TestApp,
  options: Pick<BuildTestAppOptions, 'now'> = {},
) {
  const second = await openSecondHandle(first.database);
  t.after(() => second.close());
  return buildTestApp(t, {
    ...options,
    database: second.handle,
    env: {
      SMTP_URL: first.mailbox.url,
      PAYSTACK_API_URL: first.provider.url,
      SMS_API_URL: first.smsGateway.url,
    },
  });
}
