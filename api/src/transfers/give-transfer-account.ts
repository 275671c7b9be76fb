import { TRANSFER_ACCOUNT_NEEDS_SETTLEMENT, type TransferAccount } from '@fees/shared-data/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { audited } from '../audit';
import type { FamilyRow } from '../families';
import type { CustomerInput } from '../provider';
import { HttpError } from '../plugins/errors';
import {
  findSettlement,
  findTransferAccount,
  fromProvider,
  type TransferAccountOwner,
} from '../settlement';
import { keepTransferAccount } from './transfer-accounts-repository';
import type { Caller } from '../plugins/access/access';

/** Whose account a family or student pays into, and how the provider names them. */
export interface Holder {
  owner: TransferAccountOwner;
  /** The audit line's subject. */
  label: string;
  firstName: string;
  lastName: string;
  phone: string;
}

type FamilyFields = Pick<FamilyRow, 'id' | 'schoolId' | 'name' | 'phoneNo'>;

export const familyHolder = (family: FamilyFields): Holder => ({
  owner: { kind: 'family', id: family.id, schoolId: family.schoolId },
  label: family.name,
  firstName: family.name,
  lastName: 'family',
  phone: family.phoneNo,
});

/** A student in no family, named to the provider by their first and other names. */
export function loneStudentHolder(student: {
  id: string;
  schoolId: string;
  fullname: string;
  phoneNo: string;
}): Holder {
  const [firstName = student.fullname, ...rest] = student.fullname.split(/\s+/);
  return {
    owner: { kind: 'student', id: student.id, schoolId: student.schoolId },
    label: student.fullname,
    firstName,
    lastName: rest.join(' ') || firstName,
    phone: student.phoneNo,
  };
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
 * Gives the holder a transfer account in the caller's name (docs/transfers.md#transfer-accounts), or
 * answers the one it has: the provider is asked with no lock or transaction held, and what it made
 * is then kept, or the account another request kept first is answered. Null when the school is no
 * longer the caller's; a provider that fails, or a school without a settlement account, throws the
 * HttpError a request answers.
 */
export async function giveTransferAccount(
  app: FastifyInstance,
  asker: { log: FastifyBaseLogger },
  caller: Caller,
  holder: Holder,
): Promise<{ account: TransferAccount; made: boolean } | null> {
  const existing = await findTransferAccount(app.db, holder.owner);
  if (existing) return { account: existing, made: false };
  const settlement = await findSettlement(app.db, holder.owner.schoolId);
  if (!settlement) throw new HttpError(409, TRANSFER_ACCOUNT_NEEDS_SETTLEMENT);
  const provider = app.paymentProvider;
  const customerCode = await fromProvider(asker, () =>
    provider.createCustomer(customerOf(app, holder)),
  );
  const made = await fromProvider(asker, () =>
    provider.createDedicatedAccount({
      customerCode,
      preferredBank: app.config.transferAccountBank,
      subaccount: settlement.subaccountCode,
    }),
  );
  return audited(
    app.db,
    (tx) => keepTransferAccount(tx, caller, holder.owner, { ...made, customerCode }),
    (result) =>
      result?.made
        ? {
            schoolId: holder.owner.schoolId,
            actor: caller.user,
            action: 'transfer-account.made',
            subject: `${holder.label}: ${result.account.accountNumber}`,
          }
        : null,
  );
}
