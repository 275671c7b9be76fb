import { expectLinks, renderScreen } from '@fees/shared-ui/testing';
import { screen } from '@testing-library/react';
import { ResetPasswordPage } from './reset-password-page';

// jsdom has no fetch, so the request fails like a dropped network. The full reset (code mailed,
// new password set, login with it) runs against a loopback API in routes.test.tsx.

describe('ResetPasswordPage', () => {
  it('asks for the e-mail first, with our message when it is left empty', async () => {
    const { user } = await renderScreen(<ResetPasswordPage />, {
      route: '/reset-password',
      session: 'none',
    });
    expect(document.title).toBe('Fees Manager | Reset Password');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email').closest('form')).toHaveAttribute('novalidate');

    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByLabelText('Reset code')).not.toBeInTheDocument();
  });

  it('says so when the code cannot be requested, and stays on the first step', async () => {
    const { user } = await renderScreen(<ResetPasswordPage />, {
      route: '/reset-password',
      session: 'none',
    });
    await user.type(screen.getByLabelText('Email'), 'ada@school.ng');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@school.ng');
    expectLinks({ 'Back to login': '/login' });
  });
});
