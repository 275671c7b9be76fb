import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  signWebhook,
  startFakePaystack,
  type FakePaystack,
  type FakeSender,
} from './fake-paystack';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { startFakeSmsGateway, type FakeSmsGateway } from './fake-sms';

export interface ApiProcess {
  /** Where the API answers, e.g. `http://127.0.0.1:41234`; its routes start with /api. */
  url: string;
  /** Every process's address when several share the database; the first is `url`. */
  urls: string[];
  /** The embedded database's folder; undefined on PostgreSQL. Open it only while paused. */
  dataDir: string | undefined;
  /** The dashboard origin the API takes writes from (its CSRF guard). */
  appOrigin: string;
  /** A verified account: sign in with it, and type its password wherever an admin password is asked. */
  account: { email: string; password: string };
  /** The loopback SMTP server the API mails to: codes are read from it. */
  mailbox: SmtpSink;
  /** The faked card provider: a checkout is paid when the test tells it of the reference. */
  provider: FakePaystack;
  /** The faked SMS gateway reminders go through: what it received is read from it. */
  sms: FakeSmsGateway;
  /**
   * Stops the server the way a crash or a deploy would, keeping its port and database, so a test
   * can see what a page does while the API is down.
   */
  pause(): Promise<void>;
  /** Starts it again on the same port and database: sessions and records are as they were. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartApiProcessOptions {
  /** The repository root: the server is `api/src/server.ts` under it, and `tsx` resolves from it. */
  root: string;
  appOrigin?: string;
  /** A PostgreSQL database (`postgres://…`, already empty or migrated) instead of the embedded one. */
  databaseUrl?: string;
  /**
   * How many API processes serve that database side by side, each on its own port, the way a
   * school group outgrows one process. Only with `databaseUrl`: PGlite belongs to one process.
   */
  instances?: number;
}

/** Where a server keeps its data: the embedded database's folder, or a PostgreSQL URL. */
type Storage = { dataDir: string } | { databaseUrl: string };

interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

const HEALTH_DEADLINE_MS = 60_000;

async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('No loopback port');
  return address.port;
}

async function waitForHealth(url: string, child: { exitCode: number | null }) {
  const deadline = Date.now() + HEALTH_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  throw new Error(`The API did not answer ${url}/api/health within ${HEALTH_DEADLINE_MS} ms`);
}

/**
 * `node --import tsx api/src/server.ts`, as production runs it, answering on the given loopback
 * port or a free one.
 */
async function startServer(
  root: string,
  storage: Storage,
  env: Record<string, string>,
  port?: number,
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port ?? (await freeLoopbackPort())}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'api', 'src', 'server.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: new URL(url).port,
        // Never a developer's PostgreSQL: the one given, or the embedded database in this run's
        // own folder.
        ...('databaseUrl' in storage
          ? { DATABASE_URL: storage.databaseUrl }
          : { DATABASE_URL: '', FEES_DATA_DIR: storage.dataDir }),
        LOG_LEVEL: 'error',
      },
    },
  );
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Changes whenever the migrations or the installed PGlite could change what a new database holds. */
async function databaseShapeKey(root: string): Promise<string> {
  const hash = createHash('sha256');
  const drizzle = join(root, 'api', 'drizzle');
  const files = (await readdir(drizzle, { recursive: true }))
    .filter((name) => /\.(sql|json)$/.test(name))
    .map((name) => join(drizzle, name))
    .sort();
  for (const file of [...files, join(root, 'package-lock.json')]) {
    hash.update(file).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A new PGlite spends seconds creating its cluster, an existing one opens in a fraction of that.
 * So a migrated, empty data folder is made once (by the server itself) under `cache`, and each
 * run starts on a copy of it.
 */
async function migratedTemplate(root: string, cache: string): Promise<string> {
  const template = join(cache, await databaseShapeKey(root));
  try {
    await readdir(join(template, 'db'));
    return template;
  } catch {
    // Not made yet for these migrations.
  }
  await mkdir(cache, { recursive: true });
  const making = await mkdtemp(join(cache, 'making-'));
  // Only migrates and stops: the simulated checkout spares it keys it would never use.
  const server = await startServer(root, { dataDir: making }, { FEES_DEV_CHECKOUT: '1' });
  await server.stop();
  // Another run may have made the same template meanwhile; theirs is as good as ours.
  await rename(making, template).catch(() => rm(making, { recursive: true, force: true }));
  return template;
}

/** Signs up through the API, reads the code from the mailbox, verifies: a verified account. */
export async function createVerifiedAccount(url: string, appOrigin: string, mailbox: SmtpSink) {
  const account = { email: `bursar.${Date.now()}@school.ng`, password: 'bursar-pass-1' };
  const post = async (path: string, body: object) => {
    const response = await fetch(`${url}/api/auth${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: appOrigin },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(
        `POST /api/auth${path} answered ${response.status}: ${await response.text()}`,
      );
    }
  };
  const since = mailbox.messages.length;
  await post('/signup', {
    firstname: 'Funmilayo',
    lastname: 'Adeyemi',
    email: account.email,
    phone: '08035551234',
    password: account.password,
  });
  const code = await mailbox.codeFor(account.email, /verification code/i, since);
  await post('/verify-email', { email: account.email, code });
  return account;
}

/**
 * Starts the API as production runs it, with its embedded database in a folder of its own, mail
 * going to a loopback SMTP sink and the card provider faked on loopback; then makes a verified
 * account through the API. For test runners whose tests live in other processes (Jest's jsdom
 * workers cannot load PGlite).
 */
export async function startApiProcess({
  root,
  appOrigin = 'http://localhost:3000',
  databaseUrl,
  instances = 1,
}: StartApiProcessOptions): Promise<ApiProcess> {
  if (instances > 1 && !databaseUrl) throw new Error('Several API processes need PostgreSQL');
  // The run's own folder sits beside the template: a copy within one file system is quick.
  const cache = join(root, '.cache', 'api-test-db');
  const template = databaseUrl ? undefined : await migratedTemplate(root, cache);
  const dataDir = template && (await mkdtemp(join(cache, 'run-')));
  const storage: Storage = dataDir ? { dataDir } : { databaseUrl: databaseUrl ?? '' };
  const [mailbox, provider, sms] = await Promise.all([
    startSmtpSink(),
    startFakePaystack(),
    startFakeSmsGateway(),
    template && dataDir && cp(template, dataDir, { recursive: true }),
  ]);
  const servers: RunningServer[] = [];
  const closeAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all([mailbox.close(), provider.close(), sms.close()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const env = {
    // scrypt at 2^10 instead of 2^17 (honoured only when NODE_ENV is test): quick sign-ins.
    SCRYPT_LOG_N: '10',
    SMTP_URL: mailbox.url,
    PAYSTACK_SECRET_KEY: provider.secretKey,
    PAYSTACK_PUBLIC_KEY: 'pk_test_fake',
    PAYSTACK_API_URL: provider.url,
    SMS_API_URL: sms.url,
    SMS_API_KEY: sms.apiKey,
    SMS_SENDER: 'FeesMgr',
    APP_ORIGINS: appOrigin,
    // Every test signs in from 127.0.0.1: the per-address budget must not throttle the suite.
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Tests sign up fresh accounts from the same address too.
    SIGNUPS_PER_HOUR: '10000',
    // The suites share one account, and the bench verifies hundreds of its payments at once.
    VERIFIES_PER_HOUR: '1000000',
    // ...and record and remind far more in an hour than a school would, from a new account.
    MAILS_PER_HOUR: '1000000',
    NEW_ACCOUNT_MAILS_PER_HOUR: '1000000',
  };
  try {
    // One after another: the first migrates a new PostgreSQL database, the others find it done.
    for (let started = 0; started < instances; started += 1) {
      servers.push(await startServer(root, storage, env));
    }
    const [first] = servers;
    if (!first) throw new Error('No API process started');
    const { url } = first;
    const account = await createVerifiedAccount(url, appOrigin, mailbox);
    let paused = false;
    return {
      url,
      urls: servers.map((server) => server.url),
      dataDir,
      appOrigin,
      account,
      mailbox,
      provider,
      sms,
      pause: async () => {
        paused = true;
        await servers[0]?.stop();
      },
      resume: async () => {
        if (!paused) return;
        servers[0] = await startServer(root, storage, env, Number(new URL(url).port));
        paused = false;
      },
      stop: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/**
 * A parent transfers `amountKobo` into a transfer account, and the provider delivers its signed
 * `charge.success` to the API's webhook as Paystack's server would; answers the API's reply.
 */
export async function deliverTransfer(
  api: Pick<ApiProcess, 'url' | 'provider'>,
  accountNumber: string,
  amountKobo: number,
  from: FakeSender,
): Promise<{ message: string }> {
  const data = api.provider.transfer(accountNumber, amountKobo, from);
  const body = JSON.stringify({ event: 'charge.success', data });
  const reply = await fetch(`${api.url}/api/webhooks/paystack`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signWebhook(body, api.provider.secretKey),
    },
    body,
  });
  return (await reply.json()) as { message: string };
}
