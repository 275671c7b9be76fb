import { GUEST_CREDENTIALS, readCollection, TIMINGS, useSessionStore } from '@fees/shared-data';
import { expectLinks, renderScreen } from '@fees/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from './login-page';

// jsdom has no fetch: every API call here fails the way a dropped network does.

/** Captured before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;

/** One real turn of the event loop, so React renders what settled; the fake clock stands still. */
async function settle() {
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
}

afterEach(() => {
  jest.useRealTimers();
});

describe('LoginPage: the account form', () => {
  it('is titled Login and shows our required messages, never the browser bubbles', async () => {
    const { user } = await renderScreen(<LoginPage />, { route: '/login', session: 'none' });
    expect(document.title).toBe('Fees Manager | Login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email.closest('form')).toHaveAttribute('novalidate');

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');

    await user.type(email, 'bursar@school.ng');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('says so when the server cannot be reached, and keeps what was typed', async () => {
    const { user, location } = await renderScreen(<LoginPage />, {
      route: '/login',
      session: 'none',
    });
    await user.type(screen.getByLabelText('Email'), 'bursar@school.ng');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('bursar@school.ng');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
    expect(location().pathname).toBe('/login');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('opens with the e-mail /verify-email hands on, still editable', async () => {
    const { user } = await renderScreen(<LoginPage />, {
      route: '/login',
      state: { email: 'ada@school.ng' },
      session: 'none',
    });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@school.ng');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.clear(email);
    await user.type(email, 'bursar@school.ng');
    expect(email).toHaveValue('bursar@school.ng');
  });

  it('links to signup', async () => {
    await renderScreen(<LoginPage />, { route: '/login', session: 'none' });
    expectLinks({ 'Create an account': '/signup' });
  });
});

describe('LoginPage: the guest panel', () => {
  it('shows the guest credentials read-only beside the form, and a Forgot password? link', async () => {
    await renderScreen(<LoginPage />, { route: '/login', session: 'none' });
    const panel = screen.getByRole('region', { name: 'Explore the demo' });
    const email = within(panel).getByLabelText('Guest e-mail');
    const password = within(panel).getByLabelText('Guest passphrase');
    expect(email).toHaveValue(GUEST_CREDENTIALS.email);
    expect(email).toHaveAttribute('readonly');
    expect(password).toHaveValue(GUEST_CREDENTIALS.password);
    expect(password).toHaveAttribute('readonly');
    expect(within(panel).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('opens the note modal; Cancel closes it and nobody is signed in', async () => {
    const { user, location } = await renderScreen(<LoginPage />, {
      route: '/login',
      session: 'none',
    });
    const opener = screen.getByRole('button', { name: 'Login as guest' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Before you try the demo' });
    expect(dialog).toHaveAccessibleDescription(
      'To save the cost of deploying a backend, create, read, update and delete (CRUD) happen in your local browser. Local storage is cleared when you log out.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(location().pathname).toBe('/login');
    expect(useSessionStore.getState().user).toBeNull();
    expect(readCollection(localStorage, 'schools')).toEqual([]);
  });

  it('Escape closes the note modal too', async () => {
    const { user } = await renderScreen(<LoginPage />, { route: '/login', session: 'none' });
    await user.click(screen.getByRole('button', { name: 'Login as guest' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after Agree loads the demo data, signs the guest in and goes home 500 ms later', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const { location } = await renderScreen(<LoginPage />, { route: '/login', session: 'none' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.click(screen.getByRole('button', { name: 'Login as guest' }));
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    for (let turn = 0; turn < 50 && useSessionStore.getState().mode !== 'guest'; turn += 1) {
      await settle();
    }
    await settle();

    expect(useSessionStore.getState().user?.email).toBe(GUEST_CREDENTIALS.email);
    for (const collection of ['schools', 'classrooms', 'students', 'payments'] as const) {
      expect(readCollection(localStorage, collection).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Loading demo...' })).toBeDisabled();
    expect(location().pathname).toBe('/login');

    act(() => jest.advanceTimersByTime(TIMINGS.guestRedirectMs - 1));
    await settle();
    expect(location().pathname).toBe('/login');
    act(() => jest.advanceTimersByTime(1));
    await settle();
    expect(location().pathname).toBe('/');
  });
});
