import { TRANSFER_ACCOUNT_NEEDS_SETTLEMENT } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { latestJob, requestJob } from '../jobs';
import { HttpError, notFound } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { schoolInParams } from '../schools';
import { findSettlement } from '../settlement';
import { runRecord, transferAccountRun } from './transfer-account-run';
import { transferAccountRunSchemas } from './transfer-account-schemas';

type Params = { id: string };

/**
 * Giving every family a transfer account (docs/transfers.md#giving-every-family-one): asked for
 * here, done by whichever API process claims the job, and read back as it goes.
 */
export const transferAccountRunRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.jobs.handle('transfer-accounts', transferAccountRun(app));
  const access = { school: schoolInParams, action: 'giveTransferAccounts' as const };

  app.post<{ Params: Params }>(
    '/:id/transfer-accounts/run',
    { schema: transferAccountRunSchemas.post, config: { access } },
    async (request, reply) => {
      const schoolId = request.params.id;
      if (!(await findSettlement(app.db, schoolId))) {
        throw new HttpError(409, TRANSFER_ACCOUNT_NEEDS_SETTLEMENT);
      }
      const asked = await requestJob(app.db, {
        schoolId,
        kind: 'transfer-accounts',
        requestedBy: currentUser(request).id,
      });
      if (asked.made) void app.jobs.nudge();
      return reply.code(asked.made ? 202 : 200).send(runRecord(asked.job));
    },
  );

  app.get<{ Params: Params }>(
    '/:id/transfer-accounts/run',
    { schema: transferAccountRunSchemas.get, config: { access } },
    async (request) => {
      const job = await latestJob(app.db, request.params.id, 'transfer-accounts');
      if (!job) throw notFound('Transfer account run');
      return runRecord(job);
    },
  );
};
