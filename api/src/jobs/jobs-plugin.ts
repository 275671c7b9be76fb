import fp from 'fastify-plugin';
import { createJobWorker, type JobWorker } from './job-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domains register what a kind of job does; a route nudges once its request is committed. */
    jobs: Pick<JobWorker, 'nudge' | 'handle'>;
  }
}

/**
 * Runs the jobs people ask for beyond their request (docs/reliability.md#background-jobs). It
 * starts once the app is ready, so every domain has registered its kinds, and stops before the
 * database closes.
 */
export const jobsPlugin = fp(
  async (app) => {
    const worker = createJobWorker({ db: app.db, log: app.log });
    app.decorate('jobs', { nudge: worker.nudge, handle: worker.handle });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['db'] },
);
