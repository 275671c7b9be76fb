import fp from 'fastify-plugin';
import { createSmsGateway, type SmsGateway } from './sms-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS gateway, or null when SMS is off (its environment is not set). */
    sms: SmsGateway | null;
  }
}

export const smsPlugin = fp(
  async (app) => {
    app.decorate('sms', app.config.sms ? createSmsGateway(app.config.sms) : null);
  },
  { name: 'sms', fastify: '5.x', dependencies: ['env'] },
);
