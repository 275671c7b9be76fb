import { join } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { loadConfig } from './plugins/env';
import { SIMULATED_INLINE_PATH } from './payments/simulated-checkout-routes';

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
  app.server.keepAliveTimeout = 5_000;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    const force = setTimeout(() => {
      app.log.error('close took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
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
