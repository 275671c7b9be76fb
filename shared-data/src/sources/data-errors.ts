import { PAY_LINK_INVALID } from '../constants/money/pay-links';
import type { CollectionName } from '../types/collections';
import type { PayLinkSchool } from '../types/pay-link';
import type { FieldErrors } from '../validation/rules/validate-body';

/**
 * Every failure the data layer reports, in guest and account mode alike, so a screen handles one
 * class: `message` is fit to show as it is; `status` is the HTTP status (0 when none was received).
 */
export class DataError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'DataError';
    this.status = status;
  }
}

/**
 * The base of a failure that always has one status and a message of its own or the usual one;
 * `name` is written out because a minifier renames classes.
 */
function statusError(name: string, status: number, usualMessage: string) {
  return class extends DataError {
    constructor(message = usualMessage) {
      super(message, status);
      this.name = name;
    }
  };
}

/** 400: `fields` maps each form field to its message. */
export class ValidationError extends DataError {
  readonly fields: FieldErrors;

  constructor(message: string, fields: FieldErrors = {}) {
    super(message, 400);
    this.name = 'ValidationError';
    this.fields = fields;
  }
}

/** 401: the session is gone; the shell sends the user to /login. */
export class SessionExpiredError extends statusError(
  'SessionExpiredError',
  401,
  'Your session has expired. Please log in again.',
) {}

/**
 * 403: the wrong admin password ('Incorrect password'), or a role that may not do this
 * in the role table's words (shared-data's roles/actions.ts, docs/staff.md#the-roles).
 */
export class ForbiddenError extends statusError('ForbiddenError', 403, 'Incorrect password') {}

/** A refusal of the admin password, which a form shows at its password field; a role's is not. */
export function isWrongPassword(error: unknown): error is ForbiddenError {
  return error instanceof ForbiddenError && error.message === 'Incorrect password';
}

/** 404: missing, or owned by someone else (the API does not tell them apart). */
export class NotFoundError extends statusError('NotFoundError', 404, 'Not found') {}

/**
 * 404 of a pay link that existed and was revoked or has expired: `school` names whom the parent
 * should ask for a new one. A token that never existed gets a plain NotFoundError
 * (docs/pay-links.md).
 */
export class EndedPayLinkError extends NotFoundError {
  readonly school: PayLinkSchool;

  constructor(school: PayLinkSchool, message = PAY_LINK_INVALID) {
    super(message);
    this.name = 'EndedPayLinkError';
    this.school = school;
  }
}

/** The 404 message for a record of each collection, the same in guest and account mode. */
export const NOT_FOUND: Record<CollectionName, string> = {
  users: 'User not found',
  schools: 'School not found',
  classrooms: 'Classroom not found',
  students: 'Student not found',
  payments: 'Payment not found',
};

/** A line of a school's staff that is not there, as the API words it. */
export const STAFF_MEMBER_NOT_FOUND = 'Staff member not found';

/**
 * 409: the write would clash with what is stored. `fields` places the message under a field, and
 * `existingId` names the record it clashes with (a reference already recorded), so a screen can
 * link to it.
 */
export class ConflictError extends DataError {
  readonly fields: FieldErrors;
  readonly existingId: string | undefined;

  constructor(
    message = 'This conflicts with existing data',
    options: { fields?: FieldErrors; existingId?: string } = {},
  ) {
    super(message, 409);
    this.name = 'ConflictError';
    this.fields = options.fields ?? {};
    this.existingId = options.existingId;
  }
}

export class RateLimitError extends statusError(
  'RateLimitError',
  429,
  'Too many attempts. Please wait and try again.',
) {}

/** The text for a failure with no message of its own, misspelt as before (docs/sessions.md). */
export const RETRY_MESSAGE = 'An error occured. Please retry';

/**
 * No answer came: the server is down or the connection dropped. Said plainly, so a user with a form
 * open knows that waiting and submitting again is the fix (their values stay in the form).
 */
export const NETWORK_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

/** The request never got an answer. */
export class NetworkError extends statusError('NetworkError', 0, NETWORK_MESSAGE) {}

export type StorageProblem = 'corrupt' | 'quota' | 'unavailable';

/** Guest-mode local storage failed; the UI shows the message instead of a blank screen. */
export class StorageError extends DataError {
  readonly problem: StorageProblem;

  constructor(problem: StorageProblem, message: string) {
    super(message, 0);
    this.name = 'StorageError';
    this.problem = problem;
  }
}

/**
 * The server answered and said no (a 4xx): its message is meant for the user, and asking again
 * would get the same answer. A network failure, an outage or a bug is not a refusal.
 */
export function isRefusal(error: unknown): error is DataError {
  return error instanceof DataError && error.status >= 400 && error.status < 500;
}

/** What to tell the user about a failure: the data layer's message, or the retry text. */
export function errorMessage(error: unknown): string {
  return error instanceof DataError ? error.message : RETRY_MESSAGE;
}
