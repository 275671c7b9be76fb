import type { FastifyInstance } from 'fastify';

/** What the auth service needs of the app: the database, the mail outbox and the settings. */
export type AuthContext = Pick<FastifyInstance, 'db' | 'mailOutbox' | 'config'>;
