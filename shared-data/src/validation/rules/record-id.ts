import { LIMITS } from '../../constants/limits';

/** The characters of an `_id`; with `LIMITS.idMax`, what `isRecordId` checks. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Whether a text can be a record's `_id`: ids travel in URLs and queries, so they are bounded and
 * URL-safe. Anything else names no record at all, like a deleted or another owner's id.
 */
export function isRecordId(value: string): boolean {
  return value.length <= LIMITS.idMax && RECORD_ID_PATTERN.test(value);
}
