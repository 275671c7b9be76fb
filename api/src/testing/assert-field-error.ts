import assert from 'node:assert/strict';
import type { ApiResponse } from './api-client';

/** A 400 whose `fields` names `field` with a message matching `message`; `label` names the case. */
export function assertFieldError(
  response: ApiResponse,
  field: string,
  message: RegExp,
  label: string,
) {
  assert.equal(response.statusCode, 400, label);
  assert.match(response.json().fields[field], message, label);
}
