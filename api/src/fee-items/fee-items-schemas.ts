import {
  copyFeeItemsBodySchema,
  feeItemRecord,
  feeItemsBodySchema,
  toNaira,
  type FeeItem,
  type FeeItemKobo,
} from '@fees/shared-data/core';
import { listSchema } from '../http/records';
import { sessionRouteSchemas } from '../http/route-schemas';

export function toFeeItem(item: FeeItemKobo): FeeItem {
  return {
    _id: item._id,
    name: item.name,
    amount: toNaira(item.amountKobo),
    optional: item.optional,
  };
}

const routes = sessionRouteSchemas('classrooms', 'Classroom');
const itemsResponse = { 200: listSchema(feeItemRecord) };

export const listFeeItemsSchema = {
  ...routes.described("The classroom's extra fee items of the current term, in order"),
  params: routes.params,
  response: itemsResponse,
};

export const saveFeeItemsSchema = {
  ...routes.described(
    "Replace the classroom's extra fee items of the current term and re-price its students " +
      '(needs the password)',
  ),
  params: routes.params,
  body: feeItemsBodySchema,
  response: itemsResponse,
};

export const copyFeeItemsSchema = {
  ...routes.described(
    "Replace the classroom's extra fee items of the current term with another class's of the " +
      'school, re-pricing its students (needs the password)',
  ),
  params: routes.params,
  body: copyFeeItemsBodySchema,
  response: itemsResponse,
};
