/// <reference types="node" />
// Account mode through the remote's routes, against a small API on loopback that speaks
// ARCHITECTURE's contract (status codes, `{ message, fields }`, the shared body schemas). Nothing
// of our data layer is replaced: authApi and the session store make real HTTP calls. jsdom has no
// fetch, so `loopbackFetch` carries them over node:http.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  loginBodySchema,
  resendMailBodySchema,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
  signupBodySchema,
  TIMINGS,
  useConfigStore,
  useSessionStore,
  validateBody,
  verifyEmailBodySchema,
  type User,
} from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router';
import AuthRoutes from './routes';

const CODE = '123456';

type Account = { user: User; password: string; verified: boolean };

type LoopbackApi = {
  url: string;
  accounts: Map<string, Account>;
  /** Requests answered so far, as 'METHOD /path'. */
  answered: string[];
  close(): Promise<void>;
};

class Answer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

function checked<T>(result: { value: T } | { message: string; fields: Record<string, string> }): T {
  if ('fields' in result) throw new Answer(400, result);
  return result.value;
}

function readJson(incoming: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (text += chunk));
    incoming.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });
}

async function startLoopbackApi(): Promise<LoopbackApi> {
  const accounts = new Map<string, Account>();
  const answered: string[] = [];
  let nextId = 1;

  async function handle(route: string, body: unknown): Promise<Answer> {
    if (route === 'POST /api/auth/signup') {
      const value = checked(validateBody(signupBodySchema, body));
      if (accounts.has(value.email)) {
        throw new Answer(409, { message: 'This e-mail is already registered' });
      }
      const now = new Date().toISOString();
      const user: User = {
        _id: `64f0a0000000000000000${String(nextId++).padStart(3, '0')}`,
        createdAt: now,
        updatedAt: now,
        firstname: value.firstname,
        lastname: value.lastname,
        email: value.email,
        phone: value.phone,
      };
      accounts.set(value.email, { user, password: value.password, verified: false });
      return new Answer(201, { message: 'Verification code sent' });
    }
    if (route === 'POST /api/auth/verify-email') {
      const { email, code } = checked(validateBody(verifyEmailBodySchema, body));
      const account = accounts.get(email);
      if (!account || code !== CODE) {
        throw new Answer(400, { message: 'Wrong code', fields: { code: 'Wrong code' } });
      }
      account.verified = true;
      return new Answer(200, { message: 'Verified' });
    }
    if (route === 'POST /api/auth/resend-mail') {
      checked(validateBody(resendMailBodySchema, body));
      return new Answer(200, { message: 'Verification code sent' });
    }
    if (route === 'POST /api/auth/login') {
      const { email, password } = checked(validateBody(loginBodySchema, body));
      const account = accounts.get(email);
      if (!account || account.password !== password) {
        throw new Answer(401, { message: 'Incorrect email or password' });
      }
      if (!account.verified) {
        throw new Answer(403, { message: 'Please verify your e-mail address before logging in' });
      }
      return new Answer(200, account.user);
    }
    if (route === 'POST /api/auth/reset-password/request') {
      checked(validateBody(resetPasswordRequestBodySchema, body));
      return new Answer(200, { message: 'Reset code sent' });
    }
    if (route === 'POST /api/auth/reset-password') {
      const { email, code, password } = checked(validateBody(resetPasswordBodySchema, body));
      const account = accounts.get(email);
      if (!account || code !== CODE) {
        throw new Answer(400, { message: 'Wrong code', fields: { code: 'Wrong or expired code' } });
      }
      account.password = password;
      return new Answer(200, { message: 'Password reset' });
    }
    if (route === 'POST /api/auth/logout') return new Answer(204);
    if (route === 'GET /api/auth/') throw new Answer(401, { message: 'Not signed in' });
    throw new Answer(404, { message: 'Not found' });
  }

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const route = `${incoming.method} ${new URL(incoming.url ?? '/', 'http://x').pathname}`;
    void readJson(incoming)
      .then((body) => handle(route, body))
      .catch((error: unknown) => {
        if (error instanceof Answer) return error;
        throw error;
      })
      .then((answer) => {
        outgoing.on('finish', () => answered.push(route));
        outgoing.writeHead(answer.status, { 'Content-Type': 'application/json' });
        outgoing.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accounts,
    answered,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The part of fetch that apiRequest uses, over node:http. */
function loopbackFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      String(input),
      { method: init.method ?? 'GET', headers: init.headers as Record<string, string> },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => {
          const status = incoming.statusCode ?? 0;
          const answer = {
            ok: status >= 200 && status < 300,
            status,
            headers: { get: (name: string) => String(incoming.headers[name] ?? '') || null },
            text: async () => text,
          };
          resolve(answer as unknown as Response);
        });
      },
    );
    outgoing.on('error', reject);
    if (typeof init.body === 'string') outgoing.write(init.body);
    outgoing.end();
  });
}

/** Captured before any test fakes the clock: waiting for the loopback API takes real time. */
const realSetTimeout = globalThis.setTimeout;

/** Waits (in real time, the fake clock standing still) until the API has answered `count` calls. */
async function answeredCalls(count: number) {
  for (let tries = 0; api.answered.length < count && tries < 400; tries += 1) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 5)));
  }
  expect(api.answered.length).toBeGreaterThanOrEqual(count);
  // The answer travels back and is parsed; the query cache passes results on with a 0 ms timer
  // (fake here, run without moving the clock); React renders what they set.
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 20)));
  act(() => jest.advanceTimersByTime(0));
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 5)));
}

/** Moves the fake clock, then lets React render what the due timers set. */
async function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
}

let api: LoopbackApi;
const realFetch = globalThis.fetch;
const startingApiUrl = useConfigStore.getState().apiUrl;

beforeEach(async () => {
  api = await startLoopbackApi();
  globalThis.fetch = loopbackFetch as typeof fetch;
  useConfigStore.getState().setConfig({ apiUrl: api.url });
});

afterEach(async () => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
  useConfigStore.getState().setConfig({ apiUrl: startingApiUrl });
  await api.close();
});

async function open(route: string, ui = <AuthRoutes />) {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  // Signs out whoever the last test left signed in (an account's logout reaches the API).
  const view = await renderScreen(ui, { route, session: 'none' });
  api.answered.length = 0;
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...view, user };
}

function addAccount(email: string, password: string, verified: boolean): User {
  const now = new Date().toISOString();
  const user: User = {
    _id: '64f0a00000000000000000aa',
    createdAt: now,
    updatedAt: now,
    firstname: 'Adaeze',
    lastname: 'Okafor',
    email,
    phone: '08031234567',
  };
  api.accounts.set(email, { user, password, verified });
  return user;
}

describe('account journey: signup → verify → login', () => {
  it('creates the account, verifies the mailed code on its own, and logs in', async () => {
    const { user, location } = await open('/signup');
    await user.type(screen.getByLabelText('First name'), 'Adaeze');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.type(screen.getByLabelText('Email'), 'ada@school.ng');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await answeredCalls(1);
    expect(api.accounts.get('ada@school.ng')?.verified).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to verification');
    await advance(TIMINGS.signupRedirectMs - 1);
    expect(location().pathname).toBe('/signup');
    await advance(1);
    expect(location().pathname).toBe('/verify-email');
    expect(screen.getByText('ada@school.ng')).toBeInTheDocument();
    // The code was just mailed: resend waits out the same 5 minutes the server enforces.
    expect(screen.getByRole('button', { name: 'Resend code in 5:00' })).toBeDisabled();

    // A wrong code: the loader for 3 s, then the spec's message.
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '000000');
    await answeredCalls(2);
    expect(screen.getByText('Verifying your code...')).toBeInTheDocument();
    await advance(TIMINGS.verifyLoaderMs);
    const rejected = screen.getByRole('alert');
    expect(rejected).toHaveTextContent('Wrong code. Please check the code and retry.');
    expect(rejected).toHaveTextContent('or resend code if expired');

    // The right one verifies by itself; /login follows 5 s after success.
    await user.clear(code);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, CODE);
    await answeredCalls(3);
    await advance(TIMINGS.verifyLoaderMs - 1);
    expect(screen.getByText('Verifying your code...')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Success! Your email has been verified.');
    expect(screen.getByRole('status')).toHaveTextContent('You will be redirected shortly.');
    expect(api.accounts.get('ada@school.ng')?.verified).toBe(true);
    await advance(TIMINGS.redirectAfterVerifyMs - 1);
    expect(location().pathname).toBe('/verify-email');
    await advance(1);
    expect(location().pathname).toBe('/login');

    // Wrong password, then the right one.
    await user.type(screen.getByLabelText('Email'), 'ada@school.ng');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await answeredCalls(4);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(location().pathname).toBe('/login');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await answeredCalls(5);
    expect(location().pathname).toBe('/');
    expect(useSessionStore.getState()).toMatchObject({
      mode: 'account',
      user: { email: 'ada@school.ng', firstname: 'Adaeze' },
    });
  });
});

describe('signup: the server’s field errors land under their fields', () => {
  it('shows an address the server cannot mail, and a taken one, under Email, keeping every value', async () => {
    addAccount('taken@school.ng', 'secret1', true);
    const { user, location } = await open('/signup');
    await user.type(screen.getByLabelText('First name'), 'Adaeze');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await answeredCalls(1);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Email is invalid'),
    );

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'taken@school.ng');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await answeredCalls(2);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('This e-mail is already registered'),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Adaeze');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('secret1');
    await advance(TIMINGS.signupRedirectMs);
    expect(location().pathname).toBe('/signup');
  });
});

describe('login: an unverified account', () => {
  it('is told so and offered the verification screen with its e-mail', async () => {
    addAccount('new@school.ng', 'secret1', false);
    const { user, location } = await open('/login');
    await user.type(screen.getByLabelText('Email'), 'new@school.ng');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await answeredCalls(1);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please verify your e-mail address before logging in');
    await user.click(within(alert).getByRole('link', { name: 'Verify your e-mail' }));
    expect(location().pathname).toBe('/verify-email');
    expect(screen.getByText('new@school.ng')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
  });
});

describe('verify-email: resend', () => {
  it('says the code has been sent', async () => {
    addAccount('new@school.ng', 'secret1', false);
    const { user } = await open(
      '/start',
      <Routes>
        <Route
          path="/start"
          element={<Navigate to="/verify-email" state={{ email: 'new@school.ng' }} />}
        />
        <Route path="*" element={<AuthRoutes />} />
      </Routes>,
    );
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await answeredCalls(1);
    expect(api.answered).toEqual(['POST /api/auth/resend-mail']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Verification code has been sent! Please check your mail',
    );
    expect(
      screen.getByRole('button', { name: /^Resend code in 4:5\d$|^Resend code in 5:00$/ }),
    ).toBeDisabled();
  });
});

describe('reset-password', () => {
  it('mails a code, refuses a wrong one under its field, then sets the new password', async () => {
    addAccount('ada@school.ng', 'old-pass', true);
    const { user } = await open('/reset-password');
    await user.type(screen.getByLabelText('Email'), 'ada@school.ng');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    await answeredCalls(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'A reset code has been sent to ada@school.ng.',
    );

    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 20)));
    expect(screen.getByLabelText('Reset code')).toHaveAccessibleDescription('Code is required');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password is required',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Verify password',
    );

    await user.type(screen.getByLabelText('Reset code'), '999999');
    await user.type(screen.getByLabelText('New password'), 'new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await answeredCalls(2);
    expect(screen.getByLabelText('Reset code')).toHaveAccessibleDescription(
      'Wrong or expired code',
    );
    expect(api.accounts.get('ada@school.ng')?.password).toBe('old-pass');

    await user.clear(screen.getByLabelText('Reset code'));
    await user.type(screen.getByLabelText('Reset code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await answeredCalls(3);
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(api.accounts.get('ada@school.ng')?.password).toBe('new-pass');
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });
});
