import assert from 'node:assert/strict';
import type { ApiResponse } from './api-client';

/**
 * A 400 whose `fields` names `field` with a message matching `message` (a pattern, or the exact
 * text); `label` names the case.
 */
export function assertFieldError(
  response: ApiResponse,
  field: string,
  message: RegExp | string,
  label: string,
) {
  assert.equal(response.statusCode, 400, label);
  const said = response.json().fields[field];
  if (typeof message === 'string') assert.equal(said, message, label);
  else assert.match(said, message, label);
}
