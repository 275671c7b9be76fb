/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { authApi, useCurrentSchoolStore, useSessionStore } from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { LoginPage } from './login-page';

// Signs in to the real API. The shell's guard sends a user whose session ended to /login with the
// page they were on as `state.from`; the session is ended here before the screen opens.

async function signInFrom(from: object) {
  const { user, account, password, location } = await renderScreen(<LoginPage />, {
    route: '/login',
    state: { from },
    session: 'account',
    school: null,
    arrange: () => useSessionStore.getState().logout(),
  });
  await user.type(screen.getByLabelText('Email'), account!.email);
  await user.type(screen.getByLabelText('Password'), password!);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(useSessionStore.getState().user?.email).toBe(account!.email));
  return location;
}

describe('LoginPage in account mode', () => {
  it('returns the user to the dashboard page they were on, query string and all', async () => {
    const location = await signInFrom({ pathname: '/students', search: '?sex=Female', hash: '' });
    await waitFor(() =>
      expect(location()).toEqual({ pathname: '/students', search: '?sex=Female' }),
    );
  });

  it('goes home when sent from an auth screen', async () => {
    const location = await signInFrom({ pathname: '/signup', search: '', hash: '' });
    await waitFor(() => expect(location()).toEqual({ pathname: '/', search: '' }));
  });

  it('goes home, never to another site, when sent from outside the dashboard', async () => {
    const location = await signInFrom({ pathname: '//evil.example/students', search: '' });
    await waitFor(() => expect(location()).toEqual({ pathname: '/', search: '' }));
  });

  it('keeps the chosen school for the same user after their session ended, not after a logout', async () => {
    const { user, account, password, school } = await renderScreen(<LoginPage />, {
      route: '/login',
      session: 'account',
      // The server revokes this session (as it would on expiry); the shell then ends it here.
      arrange: async () => {
        await authApi.logout();
        useSessionStore.getState().sessionEnded();
      },
    });
    expect(useSessionStore.getState().user).toBeNull();
    await user.type(screen.getByLabelText('Email'), account!.email);
    await user.type(screen.getByLabelText('Password'), password!);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(useSessionStore.getState().user?.email).toBe(account!.email));
    expect(useCurrentSchoolStore.getState().schoolId).toBe(school!._id);

    // Logging out on purpose forgets it: the next sign-in on this browser starts afresh.
    await useSessionStore.getState().logout();
    await useSessionStore.getState().login(account!.email, password!);
    expect(useCurrentSchoolStore.getState().schoolId).toBeNull();
  });
});
