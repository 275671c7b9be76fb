// Tests only (published as '@fees/shared-ui/testing'): renders a screen the way the dashboard
// does — the real query cache, a router, and a signed-in guest whose BrowserSource answers at once
// from the seeded demo data. Nothing of our own data layer is mocked (STYLE §8).
import {
  getSource,
  queryClient,
  readCollection,
  useConfigStore,
  useCurrentSchoolStore,
  useSessionStore,
  type DataSource,
  type School,
  type User,
} from '@fees/shared-data';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppToaster } from '../toaster/app-toaster';

export type ScreenLocation = { pathname: string; search: string };

export type RenderScreenOptions = {
  /** The URL the screen opens at, e.g. '/schools/abc?tab=1'. Defaults to '/'. */
  route?: string;
  /**
   * The route pattern `ui` is mounted under, e.g. '/schools/:schoolId', so `useParams` works.
   * Any other path renders nothing; read `location()` to see where a screen navigated.
   * Without it, `ui` renders at every path.
   */
  path?: string;
  /** The current school: 'first' demo school (default), a school id, or null for none. */
  school?: 'first' | string | null;
  /** 'guest' (default) signs the demo guest in; 'none' leaves nobody signed in. */
  session?: 'guest' | 'none';
};

export type RenderScreenResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  /** The active data source (the guest's BrowserSource), for arranging or checking records. */
  source: DataSource;
  /** The signed-in guest, or null. */
  guest: User | null;
  /** The current school, or null. */
  school: School | null;
  /** Where the router is now. */
  location: () => ScreenLocation;
};

function LocationProbe({ onChange }: { onChange: (location: ScreenLocation) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onChange({ pathname, search }), [pathname, search, onChange]);
  return null;
}

async function startSession(session: 'guest' | 'none'): Promise<User | null> {
  useConfigStore.getState().setConfig({ guestLatencyMs: 0 });
  if (session === 'guest') return useSessionStore.getState().loginGuest();
  await useSessionStore.getState().logout();
  localStorage.clear();
  return null;
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

/**
 * Renders `ui` inside the real providers with the demo guest signed in. Await it:
 * `const { user, school } = await renderScreen(<SchoolsPage />, { route: '/schools' });`
 */
export async function renderScreen(
  ui: ReactElement,
  { route = '/', path, school = 'first', session = 'guest' }: RenderScreenOptions = {},
): Promise<RenderScreenResult> {
  act(() => toast.remove());
  const guest = await startSession(session);
  const current = session === 'guest' ? chooseSchool(school) : chooseSchool(null);

  let where: ScreenLocation = { pathname: route, search: '' };
  const record = (location: ScreenLocation) => {
    where = location;
  };

  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
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
    source: getSource(),
    guest,
    school: current,
    location: () => where,
  };
}
