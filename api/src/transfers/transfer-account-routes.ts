import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { familyInParams } from '../families';
import { callerOf, located, type SchoolLocator } from '../plugins/access/access';
import { notFound } from '../plugins/errors';
import { schoolInParams } from '../schools';
import { studentInParams } from '../students';
import {
  familyHolder,
  giveTransferAccount,
  loneStudentHolder,
  type Holder,
} from './give-transfer-account';
import { findTransferAccount } from '../settlement';
import { findFamilyFields, listTransferAccounts } from './transfer-accounts-repository';
import { listTransferAccountsSchema, transferAccountSchemas } from './transfer-account-schemas';

/** Transfer accounts (docs/transfers.md#transfer-accounts), one family's or student's. */
function transferAccountRoutes<T>(
  locator: SchoolLocator<T>,
  holderOf: (app: FastifyInstance, found: T) => Promise<Holder | null>,
  schemas: ReturnType<typeof transferAccountSchemas>,
): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get<{ Params: { id: string } }>(
      '/:id/transfer-account',
      { schema: schemas.get, config: { access: { school: locator } } },
      async (request) => {
        const holder = await holderOf(app, located<T>(request, locator));
        const account = holder && (await findTransferAccount(app.db, holder.owner));
        if (!account) throw notFound('Transfer account');
        return account;
      },
    );

    app.post<{ Params: { id: string } }>(
      '/:id/transfer-account',
      {
        schema: schemas.post,
        config: { access: { school: locator, action: 'giveTransferAccounts' } },
      },
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const holder = await holderOf(app, located<T>(request, locator));
        if (!holder) throw notFound(locator.noun);
        const kept = await giveTransferAccount(app, request, callerOf(request), holder);
        if (!kept) throw notFound(locator.noun);
        return reply.code(kept.made ? 201 : 200).send(kept.account);
      },
    );
  };
}

export const familyTransferAccountRoutes = transferAccountRoutes(
  familyInParams,
  async (_app, family) => familyHolder(family),
  transferAccountSchemas('families', 'Family'),
);

/** A student in a family has the family's account, so brothers and sisters share one number. */
export const studentTransferAccountRoutes = transferAccountRoutes(
  studentInParams,
  async (app, student) => {
    if (!student.familyId) return loneStudentHolder(student);
    const family = await findFamilyFields(app.db, student.familyId);
    return family && familyHolder(family);
  },
  transferAccountSchemas('students', 'Student'),
);

/** A school's transfer accounts at once, for the students file (docs/transfers.md#transfer-accounts). */
export const schoolTransferAccountRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.get<{ Params: { id: string } }>(
    '/:id/transfer-accounts',
    { schema: listTransferAccountsSchema, config: { access: { school: schoolInParams } } },
    async (request) => listTransferAccounts(app.db, request.params.id),
  );
};
