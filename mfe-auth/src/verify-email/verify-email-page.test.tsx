import { TIMINGS } from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router';
import { VerifyEmailPage } from './verify-email-page';

// jsdom has no fetch, so here every call fails like a dropped network: the product's 'An error
// occured. Please retry' path. Success, a wrong code and the 5 s redirect to /login run against a
// loopback API in routes.test.tsx.

/** Arrives at /verify-email the way signup sends the user: the e-mail in navigation state. */
async function arrive(state: object | null) {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  const view = await renderScreen(
    <Routes>
      <Route path="/start" element={<Navigate to="/verify-email" state={state} />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
    </Routes>,
    { route: '/start', session: 'none' },
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...view, user };
}

/** Captured before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Lets validation and the failed call (it fails at once) settle and React render what they set,
 * without moving the fake clock: one real turn of the event loop.
 */
async function settle() {
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
}

/** Moves the fake clock, then lets React render what the due timers set. */
async function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
  await settle();
}

afterEach(() => {
  jest.useRealTimers();
});

describe('VerifyEmailPage', () => {
  it('shows the e-mail from navigation state and verifies by itself at the sixth character', async () => {
    const { user } = await arrive({ email: 'ada@school.ng' });
    expect(document.title).toBe('Fees Manager | Verify Email');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@school.ng')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    const code = screen.getByLabelText('Verification code');
    await user.type(code, '12345');
    expect(screen.queryByText('Verifying your code...')).not.toBeInTheDocument();

    await user.type(code, '6');
    await settle();
    expect(screen.getByText('Verifying your code...')).toBeInTheDocument();
    await advance(TIMINGS.verifyLoaderMs - 1);
    expect(screen.getByText('Verifying your code...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await advance(1);
    expect(screen.queryByText('Verifying your code...')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured. Please retry');
  });

  it('typing clears the message', async () => {
    const { user } = await arrive({ email: 'ada@school.ng' });
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '123456');
    await settle();
    await advance(TIMINGS.verifyLoaderMs);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured. Please retry');

    await user.type(code, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(code).toHaveValue('12345');
  });

  it('asks for the e-mail when navigation brought none', async () => {
    const { user } = await arrive(null);
    const email = screen.getByLabelText('Email');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await settle();
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(screen.queryByText('Verifying your code...')).not.toBeInTheDocument();

    await user.type(email, 'ada@school.ng');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await settle();
    expect(screen.getByText('Verifying your code...')).toBeInTheDocument();
  });

  it('refuses a code that is not 6 characters when sent by the button', async () => {
    const { user } = await arrive({ email: 'ada@school.ng' });
    await user.type(screen.getByLabelText('Verification code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await settle();
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      expect.stringContaining('Code must be 6 characters'),
    );
    expect(screen.queryByText('Verifying your code...')).not.toBeInTheDocument();
  });

  it('Resend turns grey for 5 minutes with a live countdown from 5:00, then is offered again', async () => {
    const { user } = await arrive({ email: 'ada@school.ng' });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await settle();

    const locked = screen.getByRole('button', { name: 'Resend code in 5:00' });
    expect(locked).toBeDisabled();
    // The call itself failed: the product's failure text (docs/auth.md).
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured. Please retry');

    await advance(1000);
    expect(screen.getByRole('button', { name: 'Resend code in 4:59' })).toBeDisabled();
    await advance(60_000);
    expect(screen.getByRole('button', { name: 'Resend code in 3:59' })).toBeDisabled();
    await advance(TIMINGS.resendLockoutMs - 62_000);
    expect(screen.getByRole('button', { name: 'Resend code in 0:01' })).toBeDisabled();
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('counts the lockout from the signup mail when arriving from signup, and says why', async () => {
    await arrive({ email: 'ada@school.ng', codeSentAt: Date.now() - 60_000 });
    expect(screen.getByRole('button', { name: 'Resend code in 4:00' })).toBeDisabled();
    expect(
      screen.getByText(
        'We have just sent a code to ada@school.ng. You can ask for another in 4:00.',
      ),
    ).toBeInTheDocument();
    await advance(1000);
    expect(
      screen.getByText(
        'We have just sent a code to ada@school.ng. You can ask for another in 3:59.',
      ),
    ).toBeInTheDocument();
    await advance(4 * 60_000);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(screen.queryByText(/We have just sent/)).not.toBeInTheDocument();
    expect(screen.getByText("Didn't get the code, or has it expired?")).toBeInTheDocument();
  });

  it('asks for the e-mail before resending when navigation brought none', async () => {
    const { user } = await arrive(null);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await settle();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});
