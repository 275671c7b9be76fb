import { TRANSFER_ACCOUNT_NEEDS_SETTLEMENT } from '@fees/shared-data/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { audited } from '../audit/audited';
import type { FamilyRow } from '../families/families-repository';
import { familyInParams } from '../families/family-locators';
import { located, type SchoolLocator } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import type { CustomerInput } from '../payments/payment-provider';
import { RECORDERS } from '../schools/route-roles';
import { fromProvider } from '../settlement/provider-answers';
import { findSettlement } from '../settlement/settlement-repository';
import { studentInParams } from '../students/student-locators';
import {
  findFamilyFields,
  findTransferAccount,
  keepTransferAccount,
  type TransferAccountOwner,
} from './transfer-accounts-repository';
import { transferAccountSchemas } from './transfer-account-schemas';

/** Whose account a located family or student pays into, and how the provider names them. */
interface Holder {
  owner: TransferAccountOwner;
  /** The audit line's subject. */
  label: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * The customer the provider keeps for a holder. Its e-mail is ours and one per holder, because the
 * provider answers one customer (and one account) per e-mail and parents share addresses.
 */
function customerOf(app: FastifyInstance, holder: Holder): CustomerInput {
  const host = new URL(app.config.appOrigins[0] ?? 'http://localhost').hostname;
  return {
    email: `transfers+${holder.owner.kind}-${holder.owner.id}@${host}`,
    firstName: holder.firstName,
    lastName: holder.lastName,
    phone: holder.phone,
  };
}

/**
 * Transfer accounts (docs/transfers.md#transfer-accounts): the provider is asked with no lock or
 * transaction held, and what it made is then kept, or the account another request kept first is
 * answered.
 */
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
      { schema: schemas.post, config: { access: { school: locator, roles: RECORDERS } } },
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const user = currentUser(request);
        const holder = await holderOf(app, located<T>(request, locator));
        if (!holder) throw notFound(locator.noun);
        const existing = await findTransferAccount(app.db, holder.owner);
        if (existing) return reply.code(200).send(existing);
        const settlement = await findSettlement(app.db, holder.owner.schoolId);
        if (!settlement) throw new HttpError(409, TRANSFER_ACCOUNT_NEEDS_SETTLEMENT);
        const provider = app.paymentProvider;
        const customerCode = await fromProvider(request, () =>
          provider.createCustomer(customerOf(app, holder)),
        );
        const made = await fromProvider(request, () =>
          provider.createDedicatedAccount({
            customerCode,
            preferredBank: app.config.transferAccountBank,
            subaccount: settlement.subaccountCode,
          }),
        );
        const kept = await audited(
          app.db,
          (tx) => keepTransferAccount(tx, user.id, holder.owner, { ...made, customerCode }),
          (result) =>
            result?.made
              ? {
                  schoolId: holder.owner.schoolId,
                  actor: user,
                  action: 'transfer-account.made',
                  subject: `${holder.label}: ${result.account.accountNumber}`,
                }
              : null,
        );
        if (!kept) throw notFound(locator.noun);
        return reply.code(kept.made ? 201 : 200).send(kept.account);
      },
    );
  };
}

type FamilyFields = Pick<FamilyRow, 'id' | 'schoolId' | 'name' | 'phoneNo'>;

const familyHolder = (family: FamilyFields): Holder => ({
  owner: { kind: 'family', id: family.id, schoolId: family.schoolId },
  label: family.name,
  firstName: family.name,
  lastName: 'family',
  phone: family.phoneNo,
});

export const familyTransferAccountRoutes = transferAccountRoutes(
  familyInParams,
  async (_app, family) => familyHolder(family),
  transferAccountSchemas('families', 'Family'),
);

/** A student in a family has the family's account, so brothers and sisters share one number. */
export const studentTransferAccountRoutes = transferAccountRoutes(
  studentInParams,
  async (app, student) => {
    if (student.familyId) {
      const family = await findFamilyFields(app.db, student.familyId);
      return family && familyHolder(family);
    }
    const [firstName = student.fullname, ...rest] = student.fullname.split(/\s+/);
    return {
      owner: { kind: 'student', id: student.id, schoolId: student.schoolId },
      label: student.fullname,
      firstName,
      lastName: rest.join(' ') || firstName,
      phone: student.phoneNo,
    };
  },
  transferAccountSchemas('students', 'Student'),
);
