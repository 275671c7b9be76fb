import { join } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { loadConfig } from './plugins/env';
import { SIMULATED_INLINE_PATH } from './webhooks';

/** The only file that listens. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
  });
  const app = await buildApp({
    config,
    database,
    closeDatabaseWithApp: true,
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
  });
  app.server.requestTimeout = 30_000;
  app.server.headersTimeout = 15_000;
  // Longer than any client keeps an idle connection (nginx's upstream keepalive_timeout is 60 s,
  // deploy/nginx.conf), so the client closes first: a server that closes first races the client's
  // next request on that socket, which then fails with ECONNRESET, and nginx retries no POST.
  app.server.keepAliveTimeout = 65_000;

  // A graceful stop (docs/deploy.md#restarts-without-downtime): drain, then close the port, finish
  // the requests in flight, and close the mail worker, the notice listeners and the pool. The
  // process then ends by itself once nothing is left open; one still alive was kept by a leak.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs }, 'draining');
    app.drain.start();
    const force = setTimeout(() => {
      app.log.error('close took too long; exiting');
      process.exit(1);
    }, drainMs + 15_000);
    force.unref();
    setTimeout(() => {
      app.close().then(
        () => app.log.info('closed'),
        (error: unknown) => {
          app.log.error({ err: error }, 'close failed');
          process.exit(1);
        },
      );
    }, drainMs);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await app.close();
    process.exit(1);
  }
  app.log.info(
    {
      database: database.kind === 'pglite' ? join(config.dataDir, 'db') : 'postgres',
      mail: config.smtpUrl ? 'smtp' : join(config.dataDir, 'mail'),
      checkout: config.paystack.simulated
        ? `simulated: ${SIMULATED_INLINE_PATH}`
        : config.paystack.inlineUrl,
    },
    'Fees Manager API ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
