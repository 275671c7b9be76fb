import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export type FieldErrors = Record<string, string>;

/**
 * An answer meant for the caller: its status, message and field messages are sent as they are.
 * `existingId` names the record a 409 clashes with, so a screen can link to it; `school` names whom
 * the holder of a pay link that ended should ask for a new one (docs/pay-links.md).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  existingId?: string;
  school?: { name: string; phone: string };
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);

/**
 * The database cannot serve right now (restarting, unreachable, out of connections): nothing was
 * written, and the caller may simply retry. A restarting server is usually back within seconds.
 */
export const unavailable = (message = 'The service is briefly unavailable. Please try again.') =>
  new HttpError(503, message, undefined, { 'retry-after': '5' });

/** Too many tries: the caller may ask again after `retryAfterMs`, which `Retry-After` states. */
export const tooManyTries = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.ceil(retryAfterMs / 1000)),
  });

/** A refusal that is about one field: the message also stands under it, so a form can show it. */
export const fieldError = (statusCode: number, field: string, message: string) =>
  new HttpError(statusCode, message, { [field]: message });

/** The contract's error body: `{ message, fields?, existingId?, school? }`. */
export interface ErrorBody {
  message: string;
  fields?: FieldErrors;
  existingId?: string;
  school?: { name: string; phone: string };
}

/** Postgres SQLSTATE classes that mean "the database could not serve", not "your input". */
const UNAVAILABLE_STATES = /^(08|53|54|55|57|58|XX|40)/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The driver error under drizzle's wrapper (`DrizzleQueryError` keeps it as `cause`). */
function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!cause || typeof cause !== 'object') break;
    current = cause;
  }
  return current;
}

function sqlState(error: unknown): string | undefined {
  const code = (rootCause(error) as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

function isDatabaseProblem(error: unknown): boolean {
  const cause = rootCause(error) as { code?: unknown; message?: unknown } | null;
  if (!cause || typeof cause !== 'object') return false;
  const code = typeof cause.code === 'string' ? cause.code : '';
  if (NETWORK_CODES.has(code)) return true;
  if (sqlState(error)) return true;
  const message = typeof cause.message === 'string' ? cause.message : '';
  return /connection|terminat|timeout|pool|closed|PGlite/i.test(message);
}

export interface ErrorReply {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** Maps any error to what a caller may see. Details of 5xx stay in the log. */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: {
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.existingId ? { existingId: error.existingId } : {}),
        ...(error.school ? { school: error.school } : {}),
      },
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: 'Request body is too large' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { message: 'Content-Type must be application/json' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { message: 'Malformed JSON body' } };
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { status: 400, body: { message: 'Malformed JSON body' } };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: fastifyError.message || 'Bad request' } };
  }
  const state = sqlState(error);
  if (state === '23505') {
    return { status: 409, body: { message: 'This record already exists' } };
  }
  if (state && /^(22|23)/.test(state)) {
    return { status: 400, body: { message: 'A value is out of range or invalid' } };
  }
  if ((state && UNAVAILABLE_STATES.test(state)) || isDatabaseProblem(error)) {
    return toErrorReply(unavailable());
  }
  return { status: 500, body: { message: 'Internal server error' } };
}

function send(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { status, body, headers } = toErrorReply(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, message: body.message }, 'request refused');
  if (headers) reply.headers(headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => send(request, reply, error));
    app.setNotFoundHandler((request, reply) =>
      send(request, reply, new HttpError(404, 'Route not found')),
    );
  },
  { name: 'errors', fastify: '5.x' },
);
