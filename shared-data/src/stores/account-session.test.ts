/** @jest-environment node */
import { ApiSource } from '../sources/api-source';
import { cookieFetch } from '../testing/cookie-fetch';
import { MemoryStorage } from '../sources/memory-storage';
import { startStubApi, type StubApi } from '../sources/stub-api-server';

// Node has no localStorage or cookie jar; the browser gives both. Install them before the stores load.
const realFetch = globalThis.fetch;
let stub: StubApi;
let stores: typeof import('./session-store') & typeof import('./config-store');
let getSource: typeof import('../sources/get-source').getSource;

beforeAll(async () => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
  stores = { ...(await import('./session-store')), ...(await import('./config-store')) };
  ({ getSource } = await import('../sources/get-source'));
});

beforeEach(async () => {
  stub = await startStubApi();
  globalThis.fetch = cookieFetch().fetch;
  stores.useConfigStore.getState().setConfig({ apiUrl: stub.url });
  stores.useSessionStore.setState({ user: null, mode: null, status: 'restoring', error: null });
});

afterEach(async () => {
  globalThis.fetch = realFetch;
  await stub.close();
});

describe('account session', () => {
  it('has no user when the server answers 401', async () => {
    await stores.useSessionStore.getState().restore();
    expect(stores.useSessionStore.getState()).toMatchObject({
      user: null,
      mode: null,
      status: 'ready',
      error: null,
    });
  });

  it('logs in, uses the API source, restores and refreshes from GET /api/auth/', async () => {
    const { login, restore, refreshUser } = stores.useSessionStore.getState();
    expect(await login(stub.user.email, stub.password)).toEqual(stub.user);
    expect(stores.useSessionStore.getState().mode).toBe('account');
    expect(getSource()).toBeInstanceOf(ApiSource);
    expect((await getSource().list('schools')).total).toBe(0);
    stores.useSessionStore.setState({ user: null, mode: null });
    await restore();
    expect(stores.useSessionStore.getState()).toMatchObject({ user: stub.user, mode: 'account' });
    expect(await refreshUser()).toEqual(stub.user);
  });

  it('passes a wrong login on as the server said it', async () => {
    await expect(
      stores.useSessionStore.getState().login(stub.user.email, 'nope'),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Incorrect email or password',
    });
    expect(stores.useSessionStore.getState().user).toBeNull();
  });

  it('logs out on the server, so the session cannot be restored', async () => {
    await stores.useSessionStore.getState().login(stub.user.email, stub.password);
    await stores.useSessionStore.getState().logout();
    expect(stub.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
    await stores.useSessionStore.getState().restore();
    expect(stores.useSessionStore.getState()).toMatchObject({ user: null, mode: null });
  });

  it('reports an unreachable server while restoring', async () => {
    await stub.close();
    await stores.useSessionStore.getState().restore();
    expect(stores.useSessionStore.getState()).toMatchObject({
      user: null,
      status: 'ready',
      error: 'Cannot reach the server. Check your connection and try again.',
    });
    stub = await startStubApi();
  });
});
