import { act, screen } from '@testing-library/react';
import { useSessionStore } from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { RedirectSignedIn } from './redirect-signed-in';

const login = (
  <RedirectSignedIn>
    <h1>Login</h1>
  </RedirectSignedIn>
);

test('a signed-in user arriving at /login goes home', async () => {
  const { location } = await renderScreen(login, { route: '/login', path: '/login' });
  expect(location().pathname).toBe('/');
});

test('a signed-out visitor sees the login screen, and signing in there does not jump away', async () => {
  const { location } = await renderScreen(login, {
    route: '/login',
    path: '/login',
    session: 'none',
  });
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  await act(() => useSessionStore.getState().loginGuest());
  // The screen moves on in its own time: the guest goes to / 500 ms after Agree.
  expect(location().pathname).toBe('/login');
});
