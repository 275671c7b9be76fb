import fp from 'fastify-plugin';
import { enqueueDailyRuns } from './daily-run';

declare module 'fastify' {
  interface FastifyInstance {
    /** Enqueues today's run of every scheduled school that has none; tests call it at will. */
    dailyRunTick(): Promise<void>;
  }
}

/** How often a process looks whether a new Lagos day has begun. */
const TICK_MS = 60_000;

/**
 * Every process ticks (docs/reliability.md#the-daily-run): the first to see a day enqueues its
 * runs, the others find them there, and a process that starts after a restart enqueues at once
 * whatever the day still lacks. The jobs worker then runs each once.
 */
export const dailyRunSchedulerPlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    const tick = async () => {
      if ((await enqueueDailyRuns(app.db, app.schoolToday())) > 0) await app.jobs.nudge();
    };
    const safeTick = () =>
      tick().catch((error: unknown) => app.log.error({ err: error }, 'daily run tick failed'));
    app.decorate('dailyRunTick', tick);
    app.addHook('onReady', async () => {
      timer = setInterval(() => void safeTick(), TICK_MS);
      timer.unref();
      void safeTick();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'daily-run-scheduler', fastify: '5.x', dependencies: ['db', 'jobs', 'clock'] },
);
