/// <reference types="node" />
// Tests only (published as '@fees/shared-ui/testing'): renders a screen the way the dashboard
// does — the real query cache, a router, and a signed-in user: the guest, whose BrowserSource
// answers at once from the seeded demo data, or an account on the real API that Jest's global
// setup started. Nothing of our own data layer is mocked.
import {
  authApi,
  collectionKey,
  GUEST_CREDENTIALS,
  getSource,
  queryClient,
  readCollection,
  useConfigStore,
  useCurrentSchoolStore,
  useSessionStore,
  type DataSource,
  type User,
} from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import { cookieFetch, signUpAccount } from '@fees/shared-data/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import toast from 'react-hot-toast';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';
import type { RecordQueryState } from '../record-page/record-query-state';
import { AppToaster } from '../toaster/app-toaster';

export type ScreenLocation = { pathname: string; search: string };

/** What a test arranges records with before the screen opens. */
export type ArrangeContext = {
  source: DataSource;
  school: School | null;
  /** The signed-in user's admin password. */
  password: string | null;
};

export type RenderScreenOptions<Arranged = undefined> = {
  /**
   * The URL the screen opens at, e.g. '/schools/abc?tab=1', or made from what `arrange` returned:
   * `({ room }) => \`/classrooms/${room._id}\`` (written after `arrange`, so TypeScript knows what
   * it returned). Defaults to '/'.
   */
  route?: string | ((arranged: NoInfer<Arranged>) => string);
  /** Navigation state of that first entry, e.g. `{ from }` as the shell's guard hands /login. */
  state?: unknown;
  /**
   * The route pattern `ui` is mounted under, e.g. '/schools/:schoolId', so `useParams` works.
   * Any other path renders nothing; read `location()` to see where a screen navigated.
   * Without it, `ui` renders at every path.
   */
  path?: string;
  /**
   * The current school: 'first' demo school (default), a school id, or null for none. In account
   * mode anything but null is a school made for this test alone.
   */
  school?: 'first' | string | null;
  /**
   * 'guest' (default) signs the demo guest in; 'none' leaves nobody signed in; 'account' signs the
   * run's account in on the real API (the test file needs the jsdom-with-fetch environment);
   * 'own-account' signs up a new account for the test alone, for a test that types a wrong admin
   * password: the API allows ten in a quarter of an hour, and the run's account is every test's.
   */
  session?: 'guest' | 'account' | 'own-account' | 'none';
  /**
   * Runs after signing in and before the screen opens, e.g. to create classrooms in the school
   * through the real source; what it returns is the result's `arranged`.
   */
  arrange?: (context: ArrangeContext) => Promise<Arranged>;
};

export type RenderScreenResult<Arranged = undefined> = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  /**
   * The active data source (the guest's BrowserSource, or the account's ApiSource), for arranging
   * or checking records: `source.create('classrooms', { ..., schoolId: school._id }, password)`.
   */
  source: DataSource;
  /** The signed-in guest, or null. */
  guest: User | null;
  /** The signed-in account, or null. */
  account: User | null;
  /** The current school, or null. */
  school: School | null;
  /** What the admin-password modal accepts for the signed-in user, or null for nobody. */
  password: string | null;
  /** What `arrange` returned. */
  arranged: Arranged;
  /** Where the router is now. */
  location: () => ScreenLocation;
};

function LocationProbe({ onChange }: { onChange: (location: ScreenLocation) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onChange({ pathname, search }), [pathname, search, onChange]);
  return null;
}

/** Node's fetch, which the jsdom-with-fetch environment exposes; a plain jsdom has none. */
const networkFetch: typeof fetch | undefined = globalThis.fetch;

/** Where Jest's global setup started the API, and the verified account it made there. */
function testApi() {
  const url = process.env.FEES_TEST_API_URL;
  const origin = process.env.FEES_TEST_APP_ORIGIN;
  const email = process.env.FEES_TEST_ACCOUNT_EMAIL;
  const password = process.env.FEES_TEST_ACCOUNT_PASSWORD;
  if (!networkFetch || !url || !origin || !email || !password) {
    throw new Error(
      "renderScreen's account mode needs the API that the root jest.config.js starts, and fetch: " +
        'begin the test file with /** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */',
    );
  }
  return { fetch: networkFetch, url, origin, email, password };
}

let schoolsMade = 0;

type SignedIn = Pick<RenderScreenResult, 'guest' | 'account' | 'school' | 'password'>;

/**
 * Signs the run's account in as a fresh browser would (its own cookie jar), then makes a school
 * for this test alone: every test of the run shares the account, so a test looks only inside its
 * own school. Names stay unique per account: Jest's worker id, then a count within the worker.
 */
async function signInAccount(
  school: 'first' | string | null,
  ownAccount: boolean,
): Promise<SignedIn> {
  const api = testApi();
  await useSessionStore.getState().logout();
  localStorage.clear();
  globalThis.fetch = cookieFetch(api.fetch, { origin: api.origin }).fetch;
  useConfigStore.getState().setConfig({ apiUrl: api.url });
  const { email, password } = ownAccount ? await signUpAccount(authApi, 'owner') : api;
  const account = await useSessionStore.getState().login(email, password);
  const signedIn = { guest: null, account, school: null, password };
  if (school === null) return signedIn;
  schoolsMade += 1;
  const fresh = await getSource().create(
    'schools',
    {
      // The run's account is shared by every test file, and each file counts from 1 again: the
      // time keeps two files' schools apart, where a test tells them apart by name.
      name: `Test School ${process.env.JEST_WORKER_ID ?? '1'}.${schoolsMade}.${Date.now().toString(36)}`,
      address: '12 Allen Avenue, Ikeja',
      level: 'Primary',
    },
    password,
  );
  useCurrentSchoolStore.getState().setSchoolId(fresh._id);
  return { ...signedIn, school: fresh };
}

function chooseSchool(school: 'first' | string | null): School | null {
  const schools = readCollection(localStorage, 'schools');
  const chosen =
    school === null
      ? null
      : school === 'first'
        ? (schools[0] ?? null)
        : (schools.find((record) => record._id === school) ?? null);
  useCurrentSchoolStore.getState().setSchoolId(chosen?._id ?? null);
  return chosen;
}

async function signIn(
  session: NonNullable<RenderScreenOptions['session']>,
  school: 'first' | string | null,
): Promise<SignedIn> {
  useConfigStore.getState().setConfig({ guestLatencyMs: 0 });
  if (session !== 'guest' && session !== 'none') {
    return signInAccount(school, session === 'own-account');
  }
  if (session === 'guest') {
    const guest = await useSessionStore.getState().loginGuest();
    const password = GUEST_CREDENTIALS.password;
    return { guest, account: null, school: chooseSchool(school), password };
  }
  await useSessionStore.getState().logout();
  localStorage.clear();
  return { guest: null, account: null, school: chooseSchool(null), password: null };
}

/**
 * Renders `ui` inside the real providers with the demo guest (or the run's account) signed in.
 * Await it: `const { user, school } = await renderScreen(<SchoolsPage />, { route: '/schools' });`
 */
export async function renderScreen<Arranged = undefined>(
  ui: ReactElement,
  {
    route = '/',
    state,
    path,
    school = 'first',
    session = 'guest',
    arrange,
  }: RenderScreenOptions<Arranged> = {},
): Promise<RenderScreenResult<Arranged>> {
  act(() => toast.remove());
  const signedIn = await signIn(session, school);
  const arranged = (await arrange?.({ source: getSource(), ...signedIn })) as Arranged;
  const url = typeof route === 'function' ? route(arranged) : route;

  let where: ScreenLocation = { pathname: url, search: '' };
  const record = (location: ScreenLocation) => {
    where = location;
  };

  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ ...parsePath(url), state }]}>
        <LocationProbe onChange={record} />
        {path === undefined ? (
          ui
        ) : (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        )}
        <AppToaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );

  return {
    ...view,
    user: userEvent.setup(),
    ...signedIn,
    source: getSource(),
    arranged,
    location: () => where,
  };
}

/** A record query's state as a record page reads it: settled with nothing, unless `state` says. */
export function recordQueryState<T>(state: Partial<RecordQueryState<T>>): RecordQueryState<T> {
  return {
    data: undefined,
    isPending: false,
    error: null,
    notFound: false,
    refetch: jest.fn(),
    ...state,
  };
}

/** Checks that each link, by its name on screen, goes where `links` says. */
export function expectLinks(links: Record<string, string>): void {
  for (const [name, href] of Object.entries(links)) {
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}

/**
 * Writes `damaged` over a guest collection in local storage and drops the cached queries, so the
 * open screen reads the damage. Returns what puts the collection back as it was.
 */
export async function damageGuestCollection(
  collection: Parameters<typeof collectionKey>[0],
  damaged: string,
): Promise<() => void> {
  const key = collectionKey(collection);
  const saved = localStorage.getItem(key);
  localStorage.setItem(key, damaged);
  await act(() => queryClient.resetQueries());
  return () => {
    if (saved === null) localStorage.removeItem(key);
    else localStorage.setItem(key, saved);
  };
}

/** A dialog that asks for the admin password: its name, and the button that sends it. */
export type PasswordDialog = { name: string; submit: string };

const ADMIN_PASSWORD_DIALOG: PasswordDialog = {
  name: 'Please enter Admin password.',
  submit: 'Submit',
};

/**
 * Answers the open admin-password dialog (a save's, or `dialog`): replaces what its box holds
 * with `password` and submits. Returns the dialog, which stays open with its message when the
 * password is refused.
 */
export async function answerAdminPassword(
  user: RenderScreenResult['user'],
  password: string,
  dialog: PasswordDialog = ADMIN_PASSWORD_DIALOG,
): Promise<HTMLElement> {
  const element = await screen.findByRole('dialog', { name: dialog.name });
  const field = within(element).getByLabelText('Password', { exact: true });
  // The dialog takes focus in its effects; until then the page behind it still has it.
  await waitFor(() => {
    if (!element.contains(document.activeElement)) throw new Error('The dialog has no focus yet');
  });
  await user.clear(field);
  await user.type(field, password);
  await user.click(within(element).getByRole('button', { name: dialog.submit }));
  return element;
}

/** The delete dialog of a record page, e.g. 'Delete this school?'. */
export function deleteDialog(resource: string): PasswordDialog {
  return { name: `Delete this ${resource}?`, submit: 'Delete' };
}

/** Presses 'Delete {resource}' on a record page and answers its dialog with `password`. */
export async function deleteRecord(
  user: RenderScreenResult['user'],
  resource: string,
  password: string,
): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: `Delete ${resource}` }));
  return answerAdminPassword(user, password, deleteDialog(resource));
}

/**
 * Makes a new school, with nothing under it, the guest's current school while the screen is open:
 * how a test reaches a list's empty state without emptying the demo data.
 */
export async function switchToNewSchool(source: DataSource, name: string): Promise<School> {
  const school = await source.create(
    'schools',
    { name, address: '1 Marina Road, Lagos', level: 'Primary' },
    GUEST_CREDENTIALS.password,
  );
  act(() => useCurrentSchoolStore.getState().setSchoolId(school._id));
  return school;
}

/**
 * Demo record `index` of a collection as seeded, read with the guest signed in before the screen
 * opens (the seed's ids are fixed), for building the route that opens it.
 */
export async function demoRecord<C extends Parameters<typeof readCollection>[1]>(
  collection: C,
  index: number,
) {
  await useSessionStore.getState().loginGuest();
  const record = readCollection(localStorage, collection)[index];
  if (!record) throw new Error(`The demo data has no ${collection} record ${index}`);
  return record;
}

/**
 * An `arrange` step: a Primary3 classroom (NGN 40,000 a child) in the test's school, with one
 * student, Obi Ada, made through the real source; `student` changes her details, such as a phone
 * of the test's own.
 */
export async function arrangeClassroomWithStudent(
  { source, school, password }: ArrangeContext,
  student: { phoneNo?: string; parentEmail?: string } = {},
) {
  if (!school || !password) throw new Error('arrangeClassroomWithStudent needs a signed-in school');
  const room = await source.create(
    'classrooms',
    { name: 'Primary3', classTeacher: 'Mr Tunde Bakare', classFees: 40000, schoolId: school._id },
    password,
  );
  const made = await source.create(
    'students',
    {
      fullname: 'Obi Ada',
      age: 9,
      sex: 'Female',
      phoneNo: '08031234567',
      discount: 0,
      classroom: room._id,
      schoolId: school._id,
      ...student,
    },
    password,
  );
  return { room, student: made };
}

export { captureCsv } from './capture-csv';
export { holdAsViewer } from './hold-as-viewer';
export { arrangeLateFamily, arrangeLateStudent } from './late-student';
