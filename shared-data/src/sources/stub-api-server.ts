/// <reference types="node" />
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GUEST_CREDENTIALS } from '../constants/guest';
import type { CollectionName } from '../types/collections';
import type { User } from '../types/user';
import {
  loginBodySchema,
  resendMailBodySchema,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
  signupBodySchema,
  verifyEmailBodySchema,
} from '../validation/auth-schemas';
import { paymentVerifyBodySchema } from '../validation/payment-schemas';
import type { StudentImportBody } from '../validation/student-schemas';
import { validateBody } from '../validation/validate-body';
import { BrowserSource } from './browser-source';
import {
  DataError,
  NotFoundError,
  RateLimitError,
  SessionExpiredError,
  ValidationError,
} from './data-errors';
import type { RecordPaymentInput, WritableCollection } from './data-source';
import { seedGuestData } from './guest-storage';
import { MemoryStorage } from './memory-storage';

/**
 * A small HTTP server for tests that speaks ARCHITECTURE's API contract (routes, status codes,
 * `{ message, fields }`, `X-Total-Count`, cookie session), so ApiSource and authApi are tested over
 * real HTTP. Records live in a BrowserSource on memory storage; the account's password is therefore
 * the guest password. Replaced by the real API in the API's own tests.
 */
export interface StubApi {
  url: string;
  user: User;
  password: string;
  /** The code every e-mail "contains". */
  code: string;
  /** Answer the next request with this status and body instead of handling it. */
  failNext(status: number, body?: unknown): void;
  /** Drop the next request's connection without an answer. */
  dropNext(): void;
  /** Method, path and headers of every request received. */
  requests: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

const WRITABLE = new Set(['schools', 'classrooms', 'students']);
const READABLE = new Set(['users', 'schools', 'classrooms', 'students', 'payments']);
const MAX_FAILED_LOGINS = 10;

class HttpAnswer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      if (!text) return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new ValidationError('Body must be JSON'));
      }
    });
    request.on('error', reject);
  });
}

function check<T>(result: { value: T } | { message: string; fields: Record<string, string> }): T {
  if ('fields' in result) throw new ValidationError(result.message, result.fields);
  return result.value;
}

function send(response: ServerResponse, answer: HttpAnswer): void {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body !== undefined) headers['Content-Type'] = 'application/json';
  response.writeHead(answer.status, headers);
  response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
}

export async function startStubApi(): Promise<StubApi> {
  const storage = new MemoryStorage();
  const source = new BrowserSource({ storage, latencyMs: 0 });
  const now = new Date().toISOString();
  const user: User = {
    _id: '64f0a00000000000000000aa',
    createdAt: now,
    updatedAt: now,
    firstname: 'Adaeze',
    lastname: 'Okafor',
    email: 'ada@example.com',
    phone: '08031234567',
  };
  seedGuestData(storage, {
    users: [user],
    schools: [],
    classrooms: [],
    students: [],
    payments: [],
  });

  const sessions = new Set<string>();
  const accounts = new Map([[user.email, { verified: true }]]);
  const initialized = new Map<string, RecordPaymentInput['details']>();
  let failedLogins = 0;
  let forced: HttpAnswer | null = null;
  let drop = false;
  const requests: StubApi['requests'] = [];
  const code = '123456';

  function sessionOf(request: IncomingMessage): string | null {
    const match = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? '');
    return match?.[1] && sessions.has(match[1]) ? match[1] : null;
  }

  async function handle(request: IncomingMessage): Promise<HttpAnswer> {
    const url = new URL(request.url ?? '/', 'http://stub');
    const method = request.method ?? 'GET';
    // Like the API's CSRF guard: a write must say it is JSON.
    if (method !== 'GET' && !request.headers['content-type']?.startsWith('application/json')) {
      return {
        status: 415,
        headers: {},
        body: { message: 'Content-Type must be application/json' },
      };
    }
    const body = method === 'GET' ? undefined : await readBody(request);
    const route = `${method} ${url.pathname}`;

    if (route === 'POST /api/auth/login') {
      const { email, password } = check(validateBody(loginBodySchema, body));
      if (failedLogins >= MAX_FAILED_LOGINS) throw new RateLimitError('Too many login attempts');
      if (email !== user.email || password !== GUEST_CREDENTIALS.password) {
        failedLogins += 1;
        throw new SessionExpiredError('Incorrect email or password');
      }
      const token = randomBytes(16).toString('hex');
      sessions.add(token);
      return new HttpAnswer(200, user, {
        'Set-Cookie': `sid=${token}; HttpOnly; SameSite=Lax; Path=/`,
      });
    }
    if (route === 'POST /api/auth/signup') {
      const { email } = check(validateBody(signupBodySchema, body));
      if (accounts.has(email))
        return new HttpAnswer(409, { message: 'This e-mail is already registered' });
      accounts.set(email, { verified: false });
      return new HttpAnswer(201, { message: 'Verification code sent' });
    }
    if (route === 'POST /api/auth/verify-email') {
      const value = check(validateBody(verifyEmailBodySchema, body));
      if (value.code !== code || !accounts.has(value.email)) {
        const message = 'Wrong code. Please check the code and retry.';
        throw new ValidationError(message, { code: message });
      }
      return new HttpAnswer(200, { message: 'Email verified' });
    }
    if (route === 'POST /api/auth/resend-mail') {
      check(validateBody(resendMailBodySchema, body));
      return new HttpAnswer(200, { message: 'Verification code sent' });
    }
    if (route === 'POST /api/auth/reset-password/request') {
      check(validateBody(resetPasswordRequestBodySchema, body));
      return new HttpAnswer(200, { message: 'Reset code sent' });
    }
    if (route === 'POST /api/auth/reset-password') {
      check(validateBody(resetPasswordBodySchema, body));
      return new HttpAnswer(200, { message: 'Password changed' });
    }

    const session = sessionOf(request);
    if (route === 'POST /api/auth/logout') {
      if (!session) throw new SessionExpiredError('Not signed in');
      sessions.delete(session);
      return new HttpAnswer(204);
    }
    if (!session) throw new SessionExpiredError('Not signed in');
    if (route === 'GET /api/auth/') return new HttpAnswer(200, await source.getCurrentUser());

    if (route === 'POST /api/payments/initialize') {
      const details = body as RecordPaymentInput['details'];
      const { reference } = await source.initializePayment(details);
      initialized.set(reference, details);
      return new HttpAnswer(200, { reference });
    }
    if (route === 'POST /api/payments/verify') {
      const { reference } = check(validateBody(paymentVerifyBodySchema, body));
      const details = initialized.get(reference);
      if (!details) throw new NotFoundError('Unknown payment reference');
      const checkout = { reference, status: 'success', message: 'Approved', transaction: '4099' };
      return new HttpAnswer(200, await source.recordPayment({ details, checkout }));
    }

    if (route === 'POST /api/students/import') {
      const { schoolId, students, password } = body as StudentImportBody;
      return new HttpAnswer(201, await source.importStudents(schoolId, students, password));
    }

    const [, api, collection, id, extra] = url.pathname.split('/');
    if (api !== 'api' || !collection || !READABLE.has(collection) || extra !== undefined) {
      throw new NotFoundError('Not found');
    }
    if (method === 'GET' && id === undefined) {
      const filter: Record<string, string[]> = {};
      for (const key of ['_id', 'schoolId', 'studentId', 'classroom', 'sex']) {
        const value = url.searchParams.get(key);
        if (value) filter[key === 'classroom' ? 'classroomId' : key] = value.split(',');
      }
      const number = (key: string) =>
        url.searchParams.has(key) ? Number(url.searchParams.get(key)) : undefined;
      const { items, total, amount } = await source.list(collection as CollectionName, {
        filter,
        q: url.searchParams.get('q') ?? undefined,
        limit: number('limit'),
        offset: number('offset'),
      });
      const headers: Record<string, string> = { 'X-Total-Count': String(total) };
      if (amount !== undefined) headers['X-Total-Amount'] = String(amount);
      return new HttpAnswer(200, items, headers);
    }
    const { password = '', ...input } = (body ?? {}) as { password?: string };
    if (collection === 'users' && method === 'PUT' && id) {
      return new HttpAnswer(200, await source.updateProfile(id, input as never, password));
    }
    if (!WRITABLE.has(collection)) throw new NotFoundError('Not found');
    const writable = collection as WritableCollection;
    if (method === 'POST' && id === undefined) {
      return new HttpAnswer(201, await source.create(writable, input as never, password));
    }
    if (method === 'PUT' && id) {
      return new HttpAnswer(200, await source.update(writable, id, input as never, password));
    }
    if (method === 'DELETE' && id) {
      await source.remove(writable, id, password);
      return new HttpAnswer(204);
    }
    throw new NotFoundError('Not found');
  }

  const server = createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
    });
    if (drop) {
      drop = false;
      request.socket.destroy();
      return;
    }
    if (forced) {
      const answer = forced;
      forced = null;
      request.resume();
      send(response, answer);
      return;
    }
    handle(request).then(
      (answer) => send(response, answer),
      (error: unknown) => {
        if (error instanceof DataError) {
          const fields = error instanceof ValidationError ? error.fields : {};
          send(response, new HttpAnswer(error.status || 500, { message: error.message, fields }));
        } else {
          send(response, new HttpAnswer(500, { message: 'Internal error', fields: {} }));
        }
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    user,
    password: GUEST_CREDENTIALS.password,
    code,
    failNext(status, body) {
      forced = new HttpAnswer(status, body);
    },
    dropNext() {
      drop = true;
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
