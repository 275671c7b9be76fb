/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The session store in account mode against the run's real API (docs/testing.md).
import { createServer } from 'node:net';
import { once } from 'node:events';
import { ApiSource } from '../sources/api/api-source';
import { getSource } from '../sources/get-source';
import { cookieFetch } from '../testing';
import { useConfigStore } from './config-store';
import { useSessionStore } from './session-store';

const apiUrl = process.env.FEES_TEST_API_URL ?? '';
const origin = process.env.FEES_TEST_APP_ORIGIN ?? '';
const email = process.env.FEES_TEST_ACCOUNT_EMAIL ?? '';
const password = process.env.FEES_TEST_ACCOUNT_PASSWORD ?? '';

const networkFetch = globalThis.fetch;
let jar: ReturnType<typeof cookieFetch>;

beforeEach(() => {
  // A fresh browser: its own cookie jar, sending the dashboard's Origin as a page does.
  jar = cookieFetch(networkFetch, { origin });
  globalThis.fetch = jar.fetch;
  useConfigStore.getState().setConfig({ apiUrl });
  useSessionStore.setState({ user: null, mode: null, status: 'restoring', error: null });
});

afterEach(() => {
  globalThis.fetch = networkFetch;
});

describe('account session', () => {
  it('has no user when the server answers 401', async () => {
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({
      user: null,
      mode: null,
      status: 'ready',
      error: null,
    });
  });

  it('logs in, uses the API source, restores and refreshes from the server', async () => {
    const { login, restore, refreshUser } = useSessionStore.getState();
    const user = await login(email, password);
    expect(user).toMatchObject({ email });
    expect(useSessionStore.getState().mode).toBe('account');
    expect(getSource()).toBeInstanceOf(ApiSource);
    await expect(getSource().list('schools')).resolves.toMatchObject({
      total: expect.any(Number),
    });
    useSessionStore.setState({ user: null, mode: null });
    await restore();
    expect(useSessionStore.getState()).toMatchObject({ user, mode: 'account' });
    expect(await refreshUser()).toEqual(user);
  });

  it('passes a wrong login on as the server said it', async () => {
    await expect(useSessionStore.getState().login(email, 'wrong-password')).rejects.toMatchObject({
      status: 401,
      message: 'Incorrect email or password',
    });
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('logs out on the server, so the session cannot be restored', async () => {
    await useSessionStore.getState().login(email, password);
    await useSessionStore.getState().logout();
    expect(jar.calls.at(-1)).toMatchObject({ method: 'POST', credentials: 'include' });
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ user: null, mode: null });
  });

  it('reports an unreachable server while restoring', async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    useConfigStore.getState().setConfig({ apiUrl: `http://127.0.0.1:${port}` });
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({
      user: null,
      status: 'ready',
      error: 'Cannot reach the server. Check your connection and try again.',
    });
  });
});
