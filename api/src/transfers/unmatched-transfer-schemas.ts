import { familyShareRecord, field, transferAssignBodySchema } from '@fees/shared-data/core';
import { array, object } from 'yup';
import { jsonSchemaOf } from '../http/json-schema';
import { sessionRouteSchemas } from '../http/route-schemas';

const unmatchedRecord = object({
  _id: field.text(),
  reference: field.text(),
  amount: field.amount(),
  senderName: field.text(),
  narration: field.text(),
  receivedAt: field.text().meta({ jsonSchema: { format: 'date-time' } }),
  reason: field.text(),
});

const schools = sessionRouteSchemas('transfers', 'School');
const transfers = sessionRouteSchemas('transfers', 'Transfer');

export const listUnmatchedSchema = {
  ...schools.described(
    "Transfers into the school's transfer accounts that could not be recorded when they " +
      'arrived, newest first, with why (owner or bursar)',
  ),
  params: schools.params,
  response: { 200: { type: 'array', items: jsonSchemaOf(unmatchedRecord) } },
};

export const assignTransferSchema = {
  ...transfers.described(
    'Record an unmatched transfer for a student or a family (owner or bursar; needs the ' +
      'password), once the provider confirms it again: a family split oldest debt first. 409 ' +
      'when already recorded or the provider still disagrees; 404 for a student or family not ' +
      'at the school',
  ),
  params: transfers.params,
  body: transferAssignBodySchema,
  response: { 200: jsonSchemaOf(object({ shares: array(familyShareRecord).defined() })) },
};
