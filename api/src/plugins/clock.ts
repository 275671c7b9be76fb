import { schoolToday } from '@fees/shared-data/core';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The school's day in Lagos by the app's clock: what figures due by today read. */
    schoolToday(): string;
    /** The moment by the same clock, for what is stamped with it (a reminder's time in its log). */
    clockNow(): Date;
  }
}

/**
 * The app's clock, the one place routes read "today" from: the real time, or the one a test gives,
 * so a test moves a day forward without waiting for it.
 */
export const clockPlugin = fp<{ now?: () => Date }>(
  async (app, { now = () => new Date() }) => {
    // Every kept page's key reads the day (http/cached-page.ts), and formatting it in Lagos time
    // costs more than the rest of the key. A time zone's day turns only on a whole minute, so the
    // day is worked out once a minute.
    let minute = Number.NaN;
    let today = '';
    app.decorate('schoolToday', () => {
      const at = now();
      const atMinute = Math.floor(at.getTime() / 60_000);
      if (atMinute !== minute) {
        today = schoolToday(at);
        minute = atMinute;
      }
      return today;
    });
    app.decorate('clockNow', now);
  },
  { name: 'clock', fastify: '5.x' },
);
