import {
  GUEST_CREDENTIALS,
  readCollection,
  useConfigStore,
  useSessionStore,
} from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { ProfilePage } from './profile-page';

async function openProfile() {
  const view = await renderScreen(<ProfilePage />, { route: '/profile' });
  const guest = view.guest!;
  return { ...view, guest };
}

describe('ProfilePage (guest: edits the local record)', () => {
  it('offers no "Log out everywhere": the guest demo has no sessions on a server', async () => {
    await openProfile();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out everywhere' })).toBeNull();
  });

  it('shows the e-mail and User ID read-only, and the editable fields filled in', async () => {
    const { guest } = await openProfile();
    expect(document.title).toBe('Fees Manager | Profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(guest.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('User ID')).toHaveValue(guest._id);
    expect(screen.getByLabelText('User ID')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name')).toHaveValue(guest.firstname);
    expect(screen.getByLabelText('Last name')).toHaveValue(guest.lastname);
    expect(screen.getByLabelText('Phone number')).toHaveValue(guest.phone);
    expect(screen.getByLabelText('Phone number')).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/^\+234/),
    );
  });

  it('offers saving only when something changed; Reset restores the original values', async () => {
    const { user, guest } = await openProfile();
    const save = screen.getByRole('button', { name: 'Save changes' });
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(save).toBeDisabled();
    expect(reset).toBeDisabled();

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Chinedu');
    expect(save).toBeEnabled();

    await user.click(reset);
    expect(screen.getByLabelText('First name')).toHaveValue(guest.firstname);
    expect(save).toBeDisabled();

    // Typing the same value back is no change either.
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), guest.lastname);
    expect(save).toBeDisabled();
  });

  it('applies the profile rules and messages', async () => {
    const { user } = await openProfile();
    const first = screen.getByLabelText('First name');
    const last = screen.getByLabelText('Last name');
    const phone = screen.getByLabelText('Phone number');

    await user.clear(first);
    await user.clear(last);
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();

    await user.type(first, 'Ab');
    await user.type(last, 'A'.repeat(21));
    await user.type(phone, '080312345');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription('Minimum of 3 characters'));
    expect(last).toHaveAccessibleDescription('Maximum of 20 characters');
    expect(phone).toHaveAccessibleDescription('Minimum of 10 characters');

    await user.clear(phone);
    await user.type(phone, '+23480312345678901');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Maximum of 16 characters'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves through the admin-password modal: required, wrong, then right', async () => {
    const { user, guest } = await openProfile();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Chinedu');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '+2348031234567');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please enter Admin password.' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Password is required.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Password'), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(readCollection(localStorage, 'users')[0]?.firstname).toBe(guest.firstname);

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), GUEST_CREDENTIALS.password);
    // Guest mode's real latency, so the busy state can be seen: an edit reads 'Editing...'.
    useConfigStore.getState().setConfig({ guestLatencyMs: 300 });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('button', { name: 'Editing...', hidden: true })).toBeDisabled();

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readCollection(localStorage, 'users')[0]).toMatchObject({
      firstname: 'Chinedu',
      phone: '+2348031234567',
    });
    // The session's user is refreshed, and the saved values are the new baseline.
    expect(useSessionStore.getState().user).toMatchObject({ firstname: 'Chinedu' });
    expect(screen.getByLabelText('First name')).toHaveValue('Chinedu');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('Back goes to the previous page', async () => {
    const { user, location } = await renderScreen(
      <Routes>
        <Route path="/students" element={<Link to="/profile">My profile</Link>} />
        <Route path="/profile" element={<ProfilePage />} />
      </Routes>,
      { route: '/students' },
    );
    await user.click(screen.getByRole('link', { name: 'My profile' }));
    expect(location().pathname).toBe('/profile');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location().pathname).toBe('/students');
  });

  it('Back goes home when the profile was the first page of the visit', async () => {
    const { user, location } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location().pathname).toBe('/');
  });
});
