import type { PayLinkSchool } from '../../types/pay-link';
import type { FieldErrors } from '../../validation/rules/validate-body';
import {
  ConflictError,
  DataError,
  EndedPayLinkError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  RETRY_MESSAGE,
  SessionExpiredError,
  ValidationError,
} from '../data-errors';

export interface ApiClientOptions {
  /** Where the API lives (config.json's apiUrl); routes start with /api. */
  apiUrl: string;
  /** Defaults to the global fetch, read at call time. */
  fetch?: typeof fetch;
}

export type QueryValue = string | number | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

interface ErrorBody {
  message?: unknown;
  fields?: unknown;
  existingId?: unknown;
  school?: unknown;
}

/** The server's message when it sent one; otherwise each error class's own default. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function fieldsOf(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The school a dead pay link that once worked names, when the body carries one. */
function schoolOf(value: unknown): PayLinkSchool | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, phone } = value as { name?: unknown; phone?: unknown };
  return typeof name === 'string' && typeof phone === 'string' ? { name, phone } : undefined;
}

/** Maps the API's `{ message, fields }` error body and status to the typed errors screens handle. */
export function errorFromResponse(status: number, body: ErrorBody | null): DataError {
  const message = body?.message;
  switch (status) {
    case 400:
      return new ValidationError(
        textOf(message) ?? 'Please check the form',
        fieldsOf(body?.fields),
      );
    case 401:
      return new SessionExpiredError(textOf(message));
    case 403:
      return new ForbiddenError(textOf(message));
    case 404: {
      const school = schoolOf(body?.school);
      return school
        ? new EndedPayLinkError(school, textOf(message))
        : new NotFoundError(textOf(message));
    }
    case 409:
      return new ConflictError(textOf(message), {
        fields: fieldsOf(body?.fields),
        ...(typeof body?.existingId === 'string' ? { existingId: body.existingId } : {}),
      });
    case 429:
      return new RateLimitError(textOf(message));
    default:
      // The API hides 5xx details, so its text is shown as given or replaced by a generic one.
      return new DataError(textOf(message) ?? RETRY_MESSAGE, status);
  }
}

function buildUrl(apiUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * One JSON call to the API with the session cookie (`credentials: 'include'`). Resolves with the
 * parsed body on 2xx; rejects with a DataError subclass otherwise, NetworkError when no answer came.
 */
export async function apiRequest<T>(
  options: ApiClientOptions,
  { method = 'GET', path, query, body }: ApiRequest,
): Promise<ApiResponse<T>> {
  const doFetch = options.fetch ?? globalThis.fetch;
  // The API takes a state-changing request only as JSON (its CSRF guard), so a write without
  // fields of its own, such as logout, still sends an empty object.
  const payload = body ?? (method === 'GET' ? undefined : {});
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await doFetch(buildUrl(options.apiUrl, path, query), {
      method,
      headers,
      credentials: 'include',
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
  } catch {
    throw new NetworkError();
  }
  let data: unknown;
  try {
    data = await readJson(response);
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) throw errorFromResponse(response.status, data as ErrorBody | null);
  return { data: data as T, headers: response.headers };
}
