import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client';
import type { NoticeListener } from '../../db/notices';
import { createPaymentAnswers, PAYMENT_ANSWERED, type AnswerWatch } from './payment-answers';

declare module 'fastify' {
  interface FastifyInstance {
    paymentAnswers: {
      watch(paymentId: string): AnswerWatch;
      /** Whether answers wake waits now; while not, a wait only ends when its time is up. */
      readonly live: boolean;
    };
  }
}

/**
 * Wakes a verify waiting for another one's answer, in any API process, when the database says the
 * payment was answered (drizzle/0012). It listens from start to close, before the database closes.
 */
export const paymentAnswersPlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    const answers = createPaymentAnswers();
    const listener: NoticeListener = await database.listen(PAYMENT_ANSWERED, {
      onNotice: answers.answered,
      onLost: answers.answeredAll,
    });
    app.decorate('paymentAnswers', {
      watch: answers.watch,
      get live() {
        return listener.live;
      },
    });
    app.addHook('onClose', async () => listener.stop());
  },
  { name: 'payment-answers', fastify: '5.x', dependencies: ['db'] },
);
