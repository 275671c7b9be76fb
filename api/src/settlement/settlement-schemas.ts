import { bankAccountQuerySchema, field, settlementBodySchema } from '@fees/shared-data/core';
import { object } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { querySchema } from '../http/request-schemas';
import { sessionRouteSchemas } from '../http/route-schemas';

const settlementRecord = object({
  bankName: field.text(),
  bankCode: field.text(),
  accountNumber: field.text(),
  accountName: field.text(),
  subaccountCode: field.text(),
});

const bankRecord = object({ name: field.text(), code: field.text() });

const schools = sessionRouteSchemas('schools', 'School');
const banks = sessionRouteSchemas('banks', 'Bank');

export const listBanksSchema = {
  ...banks.described(
    "The banks a school's card money can settle to, from the provider (kept an hour)",
  ),
  response: { 200: { type: 'array', items: jsonSchemaOf(bankRecord) } },
};

export const resolveAccountSchema = {
  ...banks.described(
    'Whose account a bank and account number are, from the provider, so the owner sees the name ' +
      'before saving a settlement account (owners of a school only). 400 on `accountNumber` ' +
      'when the bank does not know the account, on `bankCode` for an unknown bank',
  ),
  querystring: querySchema(bankAccountQuerySchema.fields),
  response: { 200: jsonSchemaOf(object({ accountName: field.text() })) },
};

export const getSettlementSchema = {
  ...schools.described(
    "Where the school's card money settles (its bank account); 404 while it settles to the " +
      "operator's account",
  ),
  params: schools.params,
  response: { 200: jsonSchemaOf(settlementRecord) },
};

export const putSettlementSchema = {
  ...schools.described(
    "Set the school's settlement bank account (owner; needs the password): the provider " +
      "resolves the account's name, then makes or updates the school's subaccount. 400 on " +
      '`accountNumber` when the bank does not know the account, on `bankCode` for an unknown ' +
      'bank; 502/503 when the provider refuses or cannot be reached; nothing is changed then',
  ),
  params: schools.params,
  body: settlementBodySchema,
  response: { 200: jsonSchemaOf(settlementRecord) },
};
