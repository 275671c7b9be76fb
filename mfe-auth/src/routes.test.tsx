/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// Account mode through the remote's routes, against the run's real API (docs/testing.md): authApi
// and the session store make real HTTP calls, and codes are read from the mail the API sent. Each
// test signs up addresses of its own.
import { createAuthApi, TIMINGS, useConfigStore, useSessionStore } from '@fees/shared-data';
import { cookieFetch, mailCount, readMailedCode } from '@fees/shared-data/testing';
import { expectLinks, renderScreen } from '@fees/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router';
import AuthRoutes from './routes';

const apiUrl = process.env.FEES_TEST_API_URL ?? '';
const origin = process.env.FEES_TEST_APP_ORIGIN ?? '';
const networkFetch = globalThis.fetch;

let made = 0;
/** An address no account of the run has used. */
function freshEmail(name: string) {
  made += 1;
  return `${name}.${process.env.JEST_WORKER_ID ?? '1'}${Date.now().toString(36)}${made}@school.ng`;
}

/** An account made through the API as another browser would, verified or still waiting. */
async function addAccount(email: string, password: string, verified: boolean) {
  const auth = createAuthApi({ apiUrl, fetch: cookieFetch(networkFetch, { origin }).fetch });
  const since = await mailCount();
  await auth.signup({
    firstname: 'Adaeze',
    lastname: 'Okafor',
    email,
    phone: '08031234567',
    password,
  });
  if (verified) {
    await auth.verifyEmail({
      email,
      code: await readMailedCode(email, /verification code/, since),
    });
  }
}

/** Signs in from another browser, leaving this page's session alone. */
function signIn(email: string, password: string) {
  const auth = createAuthApi({ apiUrl, fetch: cookieFetch(networkFetch, { origin }).fetch });
  return auth.login({ email, password });
}

/** Answers the page has had from the API since the screen opened. */
let answered = 0;

/** Captured before any test fakes the clock: waiting for the API takes real time. */
const realSetTimeout = globalThis.setTimeout;

/** Waits (in real time, the fake clock standing still) until the API has answered `count` calls. */
async function answeredCalls(count: number) {
  for (let tries = 0; answered < count && tries < 1000; tries += 1) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 5)));
  }
  expect(answered).toBeGreaterThanOrEqual(count);
  // The answer's body is read and parsed; the query cache passes results on with a 0 ms timer
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

const startingApiUrl = useConfigStore.getState().apiUrl;

beforeEach(() => {
  // A fresh browser on the run's API, counting what it answers.
  const jar = cookieFetch(networkFetch, { origin });
  globalThis.fetch = async (input, init) => {
    const response = await jar.fetch(input, init);
    answered += 1;
    return response;
  };
  useConfigStore.getState().setConfig({ apiUrl });
});

afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = networkFetch;
  useConfigStore.getState().setConfig({ apiUrl: startingApiUrl });
});

async function open(route: string, ui = <AuthRoutes />, state?: unknown) {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  // Signs out whoever the last test left signed in (an account's logout reaches the API).
  const view = await renderScreen(ui, { route, state, session: 'none' });
  answered = 0;
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...view, user };
}

describe('account journey: signup → verify → login', () => {
  it('creates the account, verifies the mailed code on its own, and logs in', async () => {
    const email = freshEmail('ada');
    const { user, location } = await open('/signup');
    await user.type(screen.getByLabelText('First name'), 'Adaeze');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Password'), 'school-fees');
    await user.type(screen.getByLabelText('Confirm password'), 'school-fees');
    const since = await mailCount();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await answeredCalls(1);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to verification');
    await advance(TIMINGS.signupRedirectMs - 1);
    expect(location().pathname).toBe('/signup');
    await advance(1);
    expect(location().pathname).toBe('/verify-email');
    expect(screen.getByText(email)).toBeInTheDocument();
    // The code was just mailed: resend waits out the same 5 minutes the server enforces.
    expect(screen.getByRole('button', { name: 'Resend code in 5:00' })).toBeDisabled();

    // A wrong code: the loader for 3 s, then the server's message.
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
    await user.type(code, await readMailedCode(email, /verification code/, since));
    await answeredCalls(3);
    await advance(TIMINGS.verifyLoaderMs - 1);
    expect(screen.getByText('Verifying your code...')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Success! Your email has been verified.');
    expect(screen.getByRole('status')).toHaveTextContent('You will be redirected shortly.');
    await advance(TIMINGS.redirectAfterVerifyMs - 1);
    expect(location().pathname).toBe('/verify-email');
    await advance(1);
    expect(location().pathname).toBe('/login');
    // The verified address is filled in; only the password is left to type.
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    expect(screen.getByLabelText('Password')).toHaveValue('');

    // Wrong password, then the right one.
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await answeredCalls(4);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(location().pathname).toBe('/login');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'school-fees');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await answeredCalls(5);
    expect(location().pathname).toBe('/');
    expect(useSessionStore.getState()).toMatchObject({
      mode: 'account',
      user: { email, firstname: 'Adaeze' },
    });
  });
});

describe('account journey from an invitation: signup → verify → login → the invitation', () => {
  it('fills in the invited address and comes back to the invitation after logging in', async () => {
    const email = freshEmail('invited');
    // The page a signed-out person leaves from 'Create an account' (docs/staff.md).
    const invitation = '/invite/Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy';
    const { user, location } = await open('/signup', <AuthRoutes />, {
      from: { pathname: invitation },
      email,
    });
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    await user.type(screen.getByLabelText('First name'), 'Ngozi');
    await user.type(screen.getByLabelText('Last name'), 'Eze');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Password'), 'school-fees');
    await user.type(screen.getByLabelText('Confirm password'), 'school-fees');
    const since = await mailCount();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await answeredCalls(1);
    await advance(TIMINGS.signupRedirectMs);
    expect(location().pathname).toBe('/verify-email');

    await user.type(
      screen.getByLabelText('Verification code'),
      await readMailedCode(email, /verification code/, since),
    );
    await answeredCalls(2);
    await advance(TIMINGS.verifyLoaderMs);
    expect(screen.getByRole('status')).toHaveTextContent('Success! Your email has been verified.');
    await advance(TIMINGS.redirectAfterVerifyMs);
    expect(location().pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue(email);

    await user.type(screen.getByLabelText('Password'), 'school-fees');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await answeredCalls(3);
    expect(location().pathname).toBe(invitation);
  });
});

describe('signup: the server’s field errors land under their fields', () => {
  it('shows an address the server cannot mail, and a taken one, under Email, keeping every value', async () => {
    const taken = freshEmail('taken');
    await addAccount(taken, 'school-fees', true);
    const { user, location } = await open('/signup');
    await user.type(screen.getByLabelText('First name'), 'Adaeze');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('Password'), 'school-fees');
    await user.type(screen.getByLabelText('Confirm password'), 'school-fees');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await answeredCalls(1);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Email is invalid'),
    );

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), taken);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await answeredCalls(2);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('An account with this email already exists'),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Adaeze');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('school-fees');
    await advance(TIMINGS.signupRedirectMs);
    expect(location().pathname).toBe('/signup');
  });
});

describe('login: an unverified account', () => {
  it('is told so and offered the verification screen with its e-mail', async () => {
    const email = freshEmail('new');
    await addAccount(email, 'school-fees', false);
    const { user, location } = await open('/login');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'school-fees');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await answeredCalls(1);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please verify your email before logging in');
    await user.click(within(alert).getByRole('link', { name: 'Verify your e-mail' }));
    expect(location().pathname).toBe('/verify-email');
    expect(screen.getByText(email)).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();

    // Its sign-up mailed a code a moment ago: the server holds a new one back, and says so.
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await answeredCalls(2);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^A code was sent less than 5 minutes ago\. Please wait (4:5\d|5:00) before asking again\.$/,
    );
  });
});

describe('verify-email: resend', () => {
  it('says the code has been sent', async () => {
    // The server answers an address alike whether or not an account waits on it; a waiting
    // account's last code would be under 5 minutes old here, and held back (see above).
    const email = freshEmail('new');
    const { user } = await open(
      '/start',
      <Routes>
        <Route path="/start" element={<Navigate to="/verify-email" state={{ email }} />} />
        <Route path="*" element={<AuthRoutes />} />
      </Routes>,
    );
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await answeredCalls(1);
    expect(answered).toBe(1);
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
    const email = freshEmail('ada');
    await addAccount(email, 'old-pass', true);
    const { user } = await open('/reset-password');
    await user.type(screen.getByLabelText('Email'), email);
    const since = await mailCount();
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    await answeredCalls(1);
    expect(screen.getByRole('status')).toHaveTextContent(`A reset code has been sent to ${email}.`);

    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 20)));
    expect(screen.getByLabelText('Reset code')).toHaveAccessibleDescription('Code is required');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password is required',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Verify password',
    );

    // Seven characters are refused before anything is sent; eight are taken.
    await user.type(screen.getByLabelText('Reset code'), '999999');
    await user.type(screen.getByLabelText('New password'), 'new-pas');
    await user.type(screen.getByLabelText('Confirm password'), 'new-pas');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 20)));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Minimum of 8 characters',
    );
    expect(answered).toBe(1);
    await user.type(screen.getByLabelText('New password'), 's');
    await user.type(screen.getByLabelText('Confirm password'), 's');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await answeredCalls(2);
    expect(screen.getByLabelText('Reset code')).toHaveAccessibleDescription(
      'Wrong code. Please check the code and retry.',
    );
    await expect(signIn(email, 'old-pass')).resolves.toMatchObject({ email });

    await user.clear(screen.getByLabelText('Reset code'));
    await user.type(
      screen.getByLabelText('Reset code'),
      await readMailedCode(email, /reset code/, since),
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await answeredCalls(3);
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.');
    await expect(signIn(email, 'old-pass')).rejects.toMatchObject({ status: 401 });
    await expect(signIn(email, 'new-pass')).resolves.toMatchObject({ email });
    expectLinks({ 'Go to login': '/login' });
  });
});
