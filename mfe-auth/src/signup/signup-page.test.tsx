import { expectLinks, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import AuthRoutes from '../routes';
import { SignupPage } from './signup-page';

type Fields = Partial<
  Record<
    'First name' | 'Last name' | 'Email' | 'Phone number' | 'Password' | 'Confirm password',
    string
  >
>;

const VALID: Required<Fields> = {
  'First name': 'Obi',
  'Last name': 'Eze',
  Email: 'ada@school.ng',
  'Phone number': '08031234567',
  Password: 'school-fees',
  'Confirm password': 'school-fees',
};

async function fillAndSubmit(fields: Fields) {
  const view = await renderScreen(<SignupPage />, { route: '/signup', session: 'none' });
  for (const [label, value] of Object.entries({ ...VALID, ...fields })) {
    const input = screen.getByLabelText(label);
    await view.user.clear(input);
    if (value) await view.user.type(input, value);
  }
  await view.user.click(screen.getByRole('button', { name: 'Create account' }));
  return view;
}

/** The message shown under one field, read from the field's description. */
function expectFieldMessage(label: string, message: string) {
  const input = screen.getByLabelText(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('SignupPage', () => {
  it('is titled Signup and shows every required message', async () => {
    const { user } = await renderScreen(<SignupPage />, { route: '/signup', session: 'none' });
    expect(document.title).toBe('Fees Manager | Signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Signup' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name').closest('form')).toHaveAttribute('novalidate');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/^\+234/),
    );

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expectFieldMessage('First name', 'First name is required');
    expectFieldMessage('Last name', 'Last name is required');
    expectFieldMessage('Email', 'Email is required');
    expectFieldMessage('Phone number', 'Phone number is required');
    expectFieldMessage('Password', 'Password is required');
    expectFieldMessage('Confirm password', 'Verify password');
  });

  it('names need 3 characters, as the message says, and at most 20', async () => {
    await fillAndSubmit({ 'First name': 'Ob', 'Last name': 'A'.repeat(21) });
    await waitFor(() => expectFieldMessage('First name', 'Minimum of 3 characters'));
    expectFieldMessage('Last name', 'Maximum of 20 characters');
  });

  it('the phone number takes 10 to 16 characters', async () => {
    await fillAndSubmit({ 'Phone number': '080312345' });
    await waitFor(() => expectFieldMessage('Phone number', 'Minimum of 10 characters'));
  });

  it('a phone number over 16 characters is refused', async () => {
    await fillAndSubmit({ 'Phone number': '+2348031234567890' });
    await waitFor(() => expectFieldMessage('Phone number', 'Maximum of 16 characters'));
  });

  it('the password needs 8 characters, and 7 are refused', async () => {
    await fillAndSubmit({ Password: 'secret1', 'Confirm password': 'secret1' });
    await waitFor(() => expectFieldMessage('Password', 'Minimum of 8 characters'));
    expect(screen.getByLabelText('Confirm password')).not.toHaveAttribute('aria-invalid');
  });

  it('a password over 128 characters is refused', async () => {
    const long = 'p'.repeat(129);
    await fillAndSubmit({ Password: long, 'Confirm password': long });
    await waitFor(() => expectFieldMessage('Password', 'Maximum of 128 characters'));
  });

  it("says Passwords don't match when the two differ", async () => {
    await fillAndSubmit({ 'Confirm password': 'school-fees2' });
    await waitFor(() => expectFieldMessage('Confirm password', "Passwords don't match"));
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('sends a valid form; when the server cannot be reached it says so and keeps every value', async () => {
    const { location } = await fillAndSubmit({});
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
    for (const [label, value] of Object.entries(VALID)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(location().pathname).toBe('/signup');
  });

  it('opens with the address an invitation hands on, and switching to login and back keeps it', async () => {
    const { user, location } = await renderScreen(<AuthRoutes />, {
      route: '/signup',
      state: {
        from: { pathname: '/invite/Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy' },
        email: VALID.Email,
      },
      session: 'none',
    });
    expect(screen.getByLabelText('Email')).toHaveValue(VALID.Email);
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(location().pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue(VALID.Email);
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(location().pathname).toBe('/signup');
    expect(screen.getByLabelText('Email')).toHaveValue(VALID.Email);
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await user.click(screen.getByRole('link', { name: 'Signup' }));
    expect(screen.getByLabelText('Email')).toHaveValue(VALID.Email);
  });

  it('links back to login', async () => {
    await renderScreen(<SignupPage />, { route: '/signup', session: 'none' });
    expectLinks({ 'Log in': '/login' });
  });
});
