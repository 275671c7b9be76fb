import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  studentImportRowSchema,
  validateBody,
  type StudentImportRow,
} from '@fees/shared-data/core';
import { HttpError, type FieldErrors } from '../plugins/errors';

/** A few milliseconds of checking: other requests wait at most this long behind a full file. */
const ROWS_PER_TURN = 100;

/**
 * Checks every row of an imported file with the shared row rule, giving the event loop back
 * between slices, so a 5,000-row file never holds other requests for long. A bad file is
 * refused as the whole body's rule would refuse it: the first problem's message, and one field
 * per problem named `students[index].field`.
 */
export async function checkImportRows(rows: unknown[]): Promise<StudentImportRow[]> {
  const checked: StudentImportRow[] = [];
  const fields: FieldErrors = {};
  let message: string | undefined;
  for (let start = 0; start < rows.length; start += ROWS_PER_TURN) {
    if (start > 0) await nextTurn();
    rows.slice(start, start + ROWS_PER_TURN).forEach((row, offset) => {
      const result = validateBody(studentImportRowSchema, row);
      if ('value' in result) {
        checked.push(result.value);
        return;
      }
      const path = `students[${start + offset}]`;
      message ??= result.message;
      const named = Object.entries(result.fields);
      if (named.length === 0) fields[path] = result.message;
      for (const [field, text] of named) fields[`${path}.${field}`] = text;
    });
  }
  if (message !== undefined) throw new HttpError(400, message, fields);
  return checked;
}
