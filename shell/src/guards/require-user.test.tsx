import { act, screen } from '@testing-library/react';
import { useSessionStore } from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { RequireUser } from './require-user';

const page = (
  <RequireUser>
    <h1>Schools</h1>
  </RequireUser>
);

test('a signed-in user sees the dashboard page', async () => {
  await renderScreen(page, { route: '/schools', path: '/schools' });
  expect(screen.getByRole('heading', { name: 'Schools' })).toBeInTheDocument();
});

test('without a user the page is never shown and the browser goes to /login', async () => {
  const { location } = await renderScreen(page, {
    route: '/schools',
    path: '/schools',
    session: 'none',
  });
  expect(screen.queryByRole('heading', { name: 'Schools' })).not.toBeInTheDocument();
  expect(location().pathname).toBe('/login');
});

test('while the session is being restored, only a loading state shows', async () => {
  const { location } = await renderScreen(page, { route: '/schools', path: '/schools' });
  act(() => useSessionStore.setState({ status: 'restoring' }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(screen.queryByRole('heading', { name: 'Schools' })).not.toBeInTheDocument();
  expect(location().pathname).toBe('/schools');
  act(() => useSessionStore.setState({ status: 'ready' }));
  expect(screen.getByRole('heading', { name: 'Schools' })).toBeInTheDocument();
});
