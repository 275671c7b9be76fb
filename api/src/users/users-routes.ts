import type { ProfileBody } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { listQuerySchema, sendPage } from '../http/list-query';
import { updateProfile } from './users-repository';
import { listUsersSchema, toUser, updateUserSchema } from './users-schemas';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    { schema: { ...listUsersSchema, querystring: listQuerySchema() } },
    async (request, reply) => sendPage(reply, { total: 1, items: [currentUser(request)] }, toUser),
  );

  app.put<{ Params: { id: string }; Body: ProfileBody }>(
    '/:id',
    {
      schema: updateUserSchema,
      // Only one's own profile: another id reads as not found, whatever password came with it.
      preValidation: async (request) => {
        if (request.params.id !== currentUser(request).id) throw notFound('User');
      },
      config: { access: { password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await updateProfile(app.db, user.id, request.body);
      if (!row) throw notFound('User');
      return toUser(row);
    },
  );
};
