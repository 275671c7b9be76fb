import { countOf } from '@fees/shared-data/core';
import type { CopyFeeItemsBody, FeeItemsBody } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { classroomInParams } from '../classrooms';
import { fieldError, notFound } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { callerOf, located } from '../plugins/access/access';
import { audited } from '../audit';
import { copyFeeItems, listFeeItems, saveFeeItems } from './fee-items-repository';
import {
  copyFeeItemsSchema,
  listFeeItemsSchema,
  saveFeeItemsSchema,
  toFeeItem,
} from './fee-items-schemas';

type Params = { id: string };

/** A class's extra fee items for the current term (docs/terms.md#charges). */
export const feeItemsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Params: Params }>('/:id/fee-items', { schema: listFeeItemsSchema }, async (request) => {
    const items = await listFeeItems(app.db, currentUser(request).id, request.params.id);
    if (!items) throw notFound('Classroom');
    return items.map(toFeeItem);
  });

  app.put<{ Params: Params; Body: FeeItemsBody }>(
    '/:id/fee-items',
    {
      schema: saveFeeItemsSchema,
      config: { access: { school: classroomInParams, action: 'setFeeItems', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const classroom = located(request, classroomInParams);
      const items = await audited(
        app.db,
        (tx) => saveFeeItems(tx, callerOf(request), request.params.id, request.body.items),
        (saved) =>
          saved && {
            schoolId: classroom.schoolId,
            actor: user,
            action: 'fee-items.saved',
            subject: `${classroom.name}: ${countOf(saved.length, 'item', 'items')}`,
          },
      );
      if (!items) throw notFound('Classroom');
      return items.map(toFeeItem);
    },
  );

  app.post<{ Params: Params; Body: CopyFeeItemsBody }>(
    '/:id/fee-items/copy',
    {
      schema: copyFeeItemsSchema,
      config: { access: { school: classroomInParams, action: 'setFeeItems', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const classroom = located(request, classroomInParams);
      const outcome = await audited(
        app.db,
        (tx) => copyFeeItems(tx, callerOf(request), request.params.id, request.body.from),
        (done) =>
          done.kind === 'copied'
            ? {
                schoolId: classroom.schoolId,
                actor: user,
                action: 'fee-items.saved',
                subject: `${done.classroom}: ${countOf(done.items.length, 'item', 'items')}, copied from ${done.from}`,
              }
            : null,
      );
      if (outcome.kind === 'not-found') throw notFound('Classroom');
      if (outcome.kind === 'refused') throw fieldError(400, 'from', outcome.message);
      return outcome.items.map(toFeeItem);
    },
  );
};
