import {
  SETTLEMENT_REFUSALS,
  settlementLabel,
  type BankAccountQuery,
  type SettlementBody,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { audited } from '../audit';
import { fieldError, HttpError, notFound } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { schoolInParams } from '../schools';
import { callerOf, located } from '../plugins/access/access';
import type { SchoolRow } from '../schools';
import { bankList } from './banks';
import { fromProvider } from './provider-answers';
import { findSettlement, ownsASchool, saveSettlement } from './settlement-repository';
import {
  getSettlementSchema,
  listBanksSchema,
  putSettlementSchema,
  resolveAccountSchema,
} from './settlement-schemas';

type Params = { id: string };

export const {
  unknownBank: UNKNOWN_BANK,
  notResolved: ACCOUNT_NOT_RESOLVED,
  onlyOwners: ONLY_OWNERS_RESOLVE,
} = SETTLEMENT_REFUSALS;
const RESOLVES_PER_MINUTE = 20;

/**
 * Where a school's card money settles (docs/transfers.md#settlement). The provider is asked
 * before any database write, with no connection or lock held; the settlement is written only once
 * the provider has made or changed the school's subaccount.
 */
export const settlementRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const list = bankList(app.paymentProvider);

  /** The bank of the list and the account's holder as the provider says; a field error else. */
  async function holderOf(request: FastifyRequest, { bankCode, accountNumber }: BankAccountQuery) {
    const banks = await fromProvider(request, () => list.banks());
    const bank = banks.find((candidate) => candidate.code === bankCode);
    if (!bank) throw fieldError(400, 'bankCode', UNKNOWN_BANK);
    const accountName = await fromProvider(request, () =>
      app.paymentProvider.resolveAccount(bankCode, accountNumber),
    );
    if (!accountName) throw fieldError(400, 'accountNumber', ACCOUNT_NOT_RESOLVED);
    return { bank, accountName };
  }

  app.get('/banks', { schema: listBanksSchema }, async (request) =>
    fromProvider(request, () => list.banks()),
  );

  // Names behind account numbers are personal: only a school's owner, who is about to set one,
  // may ask, and only so often (docs/transfers.md#settlement).
  app.get<{ Querystring: BankAccountQuery }>(
    '/banks/resolve',
    {
      schema: resolveAccountSchema,
      config: { rateLimit: { max: RESOLVES_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => {
      if (!(await ownsASchool(app.db, currentUser(request).id))) {
        throw new HttpError(403, ONLY_OWNERS_RESOLVE);
      }
      const { accountName } = await holderOf(request, request.query);
      return { accountName };
    },
  );

  app.get<{ Params: Params }>(
    '/schools/:id/settlement',
    { schema: getSettlementSchema, config: { access: { school: schoolInParams } } },
    async (request) => {
      const settlement = await findSettlement(app.db, request.params.id);
      if (!settlement) throw notFound('Settlement account');
      return settlement;
    },
  );

  app.put<{ Params: Params; Body: SettlementBody }>(
    '/schools/:id/settlement',
    {
      schema: putSettlementSchema,
      config: { access: { school: schoolInParams, action: 'setSettlement', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const school = located<SchoolRow>(request, schoolInParams);
      const { bankCode, accountNumber } = request.body;
      const { bank, accountName } = await holderOf(request, request.body);
      const input = {
        businessName: school.name,
        bankCode,
        accountNumber,
        percentageCharge: app.config.platformPercent,
      };
      const existing = await findSettlement(app.db, school.id);
      const subaccountCode = existing
        ? existing.subaccountCode
        : await fromProvider(request, () => app.paymentProvider.createSubaccount(input));
      if (existing) {
        await fromProvider(request, () =>
          app.paymentProvider.updateSubaccount(existing.subaccountCode, input),
        );
      }
      const settlement = {
        bankName: bank.name,
        bankCode,
        accountNumber,
        accountName,
        subaccountCode,
      };
      const saved = await audited(
        app.db,
        (tx) => saveSettlement(tx, callerOf(request), school.id, settlement),
        (row) =>
          row && {
            schoolId: school.id,
            actor: user,
            action: 'settlement.set',
            subject: settlementLabel(row),
          },
      );
      if (!saved) throw notFound('School');
      return saved;
    },
  );
};
