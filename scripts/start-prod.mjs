// `npm run start:prod`: the dashboard served the way docs/deploy.md serves it, on this machine.
// It builds once, starts a throwaway PostgreSQL cluster, runs the release's migration step, starts
// two API processes in production mode (no simulated checkout: the API refuses it there), writes
// config.json with every remote under /apps/<folder>/ of one origin, and puts Debian's nginx in
// front with deploy/nginx.conf filled in and a self-signed certificate, on unprivileged ports.
// Without provider keys or SMTP_URL the card provider is the test suites' loopback fake and mail
// goes to a loopback sink whose codes are printed here. Ctrl-C stops and removes all of it.
//   npm run start:prod                 build what changed, then serve
//   npm run start:prod -- --no-build   serve the existing builds
// PROD_HTTPS_PORT (8443) and PROD_HTTP_PORT (8080) move the proxy.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startPostgresCluster } from '@fees/api/testing/postgres-cluster';
import { mailedCode, startSmtpSink } from '@fees/api/testing/smtp-sink';
import { startFakePaystack } from '../api/src/testing/fake-paystack.ts';
import { build } from './build.mjs';
import { nginxMainConfig, renderNginxTemplate } from './config/nginx-config.mjs';
import { releasesDir } from './release.mjs';
import { writeShellConfig } from './write-config.mjs';

const require = createRequire(import.meta.url);
const { API } = require('./apps.cjs');
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const API_PROCESSES = 2;
const NGINX = '/usr/sbin/nginx';
const httpsPort = Number(process.env.PROD_HTTPS_PORT || 8443);
const httpPort = Number(process.env.PROD_HTTP_PORT || 8080);
const origin = `https://localhost:${httpsPort}`;

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
}

/** The status of GET `url` through the proxy, trusting its self-signed certificate. */
function statusThroughProxy(url) {
  return new Promise((resolve) => {
    const asked = request(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    asked.on('error', () => resolve(0));
    asked.end();
  });
}

async function waitFor(what, ready, child) {
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (await ready()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not start within a minute`);
}

function run(command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  return once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} exited ${code}`);
  });
}

/** One API process on a fixed port, so the proxy's list stays right across its restarts. */
function apiProcess(port, env) {
  let child;
  return {
    port,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
        cwd: root,
        env: { ...env, PORT: String(port) },
        stdio: 'inherit',
      });
      await waitFor(
        `The API on port ${port}`,
        () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            (response) => response.ok,
            () => false,
          ),
        child,
      );
    },
    /** SIGTERM, as systemd stops it: it drains and exits; answers its exit code. */
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode;
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      return code;
    },
  };
}

/**
 * Starts it all; answers where it serves, its API processes (each can be restarted on its port),
 * the fakes, the database and `stop()`. `signals` makes Ctrl-C stop it (the command line's start).
 */
export async function startProduction({ skipBuild = false, signals = false } = {}) {
  if (!existsSync(NGINX)) {
    throw new Error('nginx is not installed: sudo apt-get install -y nginx (Debian)');
  }
  if (!skipBuild) await build({ report: false });
  const dir = mkdtempSync(path.join(tmpdir(), 'fees-prod-'));
  const cleanups = [() => rmSync(dir, { recursive: true, force: true })];
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const cluster = await startPostgresCluster();
    cleanups.push(() => cluster.destroy());
    // The cluster stops itself at once on a signal; here it outlives the API processes' drain, so
    // their last writes land. Its exit hook stays, should this process die some other way.
    for (const signal of signals ? ['SIGINT', 'SIGTERM', 'SIGHUP'] : []) {
      process.removeAllListeners(signal);
      process.on(signal, () => stop().then(() => process.exit(0)));
    }
    const mailbox = process.env.SMTP_URL ? undefined : await startSmtpSink();
    if (mailbox) cleanups.push(() => mailbox.close());
    const provider = process.env.PAYSTACK_SECRET_KEY ? undefined : await startFakePaystack();
    if (provider) cleanups.push(() => provider.close());

    const apiEnv = {
      ...process.env,
      NODE_ENV: 'production',
      FEES_DEV_CHECKOUT: '',
      DATABASE_URL: cluster.url,
      FEES_DATA_DIR: path.join(dir, 'data'),
      HOST: '127.0.0.1',
      APP_ORIGINS: origin,
      TRUST_PROXY: '1',
      MAIL_FROM: process.env.MAIL_FROM || 'Fees Manager <no-reply@localhost>',
      ...(mailbox ? { SMTP_URL: mailbox.url } : {}),
      ...(provider
        ? {
            PAYSTACK_SECRET_KEY: provider.secretKey,
            PAYSTACK_PUBLIC_KEY: 'pk_test_fake',
            PAYSTACK_API_URL: provider.url,
          }
        : {}),
    };
    // The release step: migrations once, before any API process starts.
    await run(process.execPath, ['--import', 'tsx', 'api/scripts/migrate.ts'], apiEnv);

    const apis = [];
    // Together, so their drains overlap.
    cleanups.push(() => Promise.all(apis.map((api) => api.stop())));
    for (let started = 0; started < API_PROCESSES; started += 1) {
      const api = apiProcess(await freePort(), apiEnv);
      apis.push(api);
      await api.start();
    }
    const apiPorts = apis.map((api) => api.port);

    const { config, policy } = writeShellConfig({
      REMOTES_URL: `${origin}/apps`,
      API_URL: origin,
      PAYSTACK_PUBLIC_KEY: apiEnv.PAYSTACK_PUBLIC_KEY,
      ...(process.env.PAYSTACK_INLINE_URL
        ? { PAYSTACK_INLINE_URL: process.env.PAYSTACK_INLINE_URL }
        : {}),
    });

    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const site = path.join(dir, 'fees.conf');
    writeFileSync(
      site,
      renderNginxTemplate({
        SERVER_NAME: 'localhost',
        PUBLIC_ORIGIN: origin,
        HTTP_PORT: String(httpPort),
        HTTPS_PORT: String(httpsPort),
        TLS_CERT: path.join(dir, 'cert.pem'),
        TLS_KEY: path.join(dir, 'key.pem'),
        FEES_DIR: root,
        RELEASES_DIR: releasesDir(),
        API_SERVERS: apiPorts.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join(' '),
        SHELL_CSP: policy,
      }),
    );
    const main = path.join(dir, 'nginx.conf');
    writeFileSync(main, nginxMainConfig(dir, site));
    mkdirSync(path.join(dir, 'data'), { recursive: true });
    const nginxArgs = ['-p', dir, '-c', main, '-e', 'stderr'];
    execFileSync(NGINX, [...nginxArgs, '-t', '-q'], { stdio: 'inherit' });
    const nginx = spawn(NGINX, [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' });
    cleanups.push(async () => {
      if (nginx.exitCode !== null) return;
      nginx.kill('SIGQUIT');
      await once(nginx, 'exit');
    });
    await waitFor(
      'nginx',
      async () => (await statusThroughProxy(`${origin}/api/health`)) === 200,
      nginx,
    );

    return { origin, dir, apis, provider, mailbox, cluster, config, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const { origin, dir, apis, provider, mailbox, cluster, config } = await startProduction({
    skipBuild: process.argv.includes('--no-build'),
    signals: true,
  });
  const apiPorts = apis.map((api) => api.port);
  if (mailbox) {
    let shown = 0;
    setInterval(() => {
      for (const mail of mailbox.messages.slice(shown)) {
        const code = /code is \d{6}\./.test(mail.raw) ? `, code ${mailedCode(mail)}` : '';
        console.log(`  mail to ${mail.to.join(', ')}${code}`);
      }
      shown = mailbox.messages.length;
    }, 500).unref();
  }
  console.log(`\nFees Manager (production) is running at ${origin}/`);
  console.log(`  nginx ${httpsPort} (TLS, self-signed) and ${httpPort} (redirect), in ${dir}`);
  console.log(`  API: ${API_PROCESSES} processes on ${apiPorts.join(', ')} behind /api/`);
  console.log(`  remotes: ${Object.values(config.remotes).join(' · ')}`);
  console.log(`  database: throwaway PostgreSQL ${cluster.version}, ${cluster.url}`);
  if (provider) console.log('  card provider: the loopback fake (no provider keys set)');
  if (mailbox) console.log('  mail: a loopback sink; codes are printed here');
  console.log(`Press Ctrl-C to stop. (The dashboard alone: npm start, API on :${API.port}.)\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
