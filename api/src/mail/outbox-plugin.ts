import fp from 'fastify-plugin';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Nudge it after a transaction that queued mail (`queueMail`) has committed. */
    mailOutbox: Pick<OutboxWorker, 'nudge'>;
  }
}

/**
 * Delivers queued mail after the requests that queued it have answered (docs/mail.md). It starts
 * once the app is ready, and stops before the mailer and the database close: Fastify runs the
 * close hooks of later plugins first.
 */
export const mailOutboxPlugin = fp(
  async (app) => {
    const worker = createOutboxWorker({ db: app.db, mailer: app.mailer, log: app.log });
    app.decorate('mailOutbox', { nudge: worker.nudge });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'mail-outbox', fastify: '5.x', dependencies: ['db', 'mailer'] },
);
