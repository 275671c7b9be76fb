import { toNaira, type TransferAssignBody } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf, located, type SchoolLocator } from '../plugins/access/access';
import { HttpError, notFound } from '../plugins/errors';
import { schoolInParams } from '../schools';
import {
  assignTransfer,
  findReachableTransfer,
  listUnmatched,
  type ReachableTransfer,
  type TransferHolder,
} from './received-transfers-repository';
import { askProvider, transferRefusal } from './transfer-webhook';
import { assignTransferSchema, listUnmatchedSchema } from './unmatched-transfer-schemas';

type Params = { id: string };

const TRANSFER_ALREADY_RECORDED = 'This transfer has already been recorded.';

/** A route under /api/transfers/:id acting on a transfer one of the user's schools received. */
const transferInParams: SchoolLocator<ReachableTransfer> = {
  noun: 'Transfer',
  find: (db, userId, request) => findReachableTransfer(db, userId, (request.params as Params).id),
  schoolOf: (found) => found.schoolId,
};

/**
 * Unmatched transfers (docs/transfers.md#unmatched-transfers): listed to the owner and bursar, and
 * recorded for the student or family they choose once the provider confirms the transfer again.
 */
export const unmatchedTransferRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Params: Params }>(
    '/schools/:id/transfers/unmatched',
    {
      schema: listUnmatchedSchema,
      config: { access: { school: schoolInParams, action: 'matchTransfers' } },
    },
    async (request) => listUnmatched(app.db, request.params.id),
  );

  app.post<{ Params: Params; Body: TransferAssignBody }>(
    '/transfers/:id/assign',
    {
      schema: assignTransferSchema,
      config: { access: { school: transferInParams, action: 'matchTransfers', password: true } },
    },
    async (request) => {
      const { studentId, familyId } = request.body;
      const holder: TransferHolder = familyId
        ? { kind: 'family', id: familyId }
        : { kind: 'student', id: studentId ?? '' };
      const waiting = located(request, transferInParams);
      if (waiting.status !== 'unmatched') throw new HttpError(409, TRANSFER_ALREADY_RECORDED);
      const verified = await askProvider(app, request, waiting.reference);
      const refusal = transferRefusal(
        { reference: waiting.reference, amount: waiting.amountKobo },
        verified,
      );
      if (refusal || !verified) throw new HttpError(409, refusal ?? 'No transaction');
      const outcome = await assignTransfer(
        app.db,
        callerOf(request),
        request.params.id,
        holder,
        verified,
      );
      switch (outcome.kind) {
        case 'not-found':
          throw notFound('Transfer');
        case 'already-recorded':
          throw new HttpError(409, TRANSFER_ALREADY_RECORDED);
        case 'holder-not-found':
          throw notFound(holder.kind === 'family' ? 'Family' : 'Student');
        case 'recorded':
          void app.mailOutbox.nudge();
          return {
            shares: outcome.shares.map((share) => ({
              studentName: share.studentName,
              studentClass: share.studentClass,
              amount: toNaira(share.amountKobo),
              receiptNo: share.receiptNo,
              balanceAfter: toNaira(share.balanceAfterKobo),
            })),
          };
      }
    },
  );
};
