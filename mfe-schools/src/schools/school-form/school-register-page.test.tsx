import {
  GUEST_CREDENTIALS,
  collectionKey,
  readCollection,
  useCurrentSchoolStore,
} from '@fees/shared-data';
import { answerAdminPassword, expectLinks, renderScreen } from '@fees/shared-ui/testing';
import { screen, within, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { SchoolsPage } from '../schools-list/schools-page';
import { SchoolRegisterPage } from './school-register-page';

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderScreen>>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'School name' }), 'Greenfield Academy');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Marina Road, Lagos');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Tertiary');
  await user.click(screen.getByRole('button', { name: 'Register school' }));
}

describe('SchoolRegisterPage', () => {
  it('registers the school, says so and goes to /schools', async () => {
    const { user, location } = await renderScreen(<SchoolRegisterPage />, {
      route: '/schools/register',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Register School' })).toBeInTheDocument();
    expectLinks({ 'Back to schools': '/schools' });
    expect(document.title).toBe('Fees Manager | Register School');

    await fillAndSubmit(user);
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('School registered successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/schools'));
    const saved = readCollection(localStorage, 'schools').find(
      (school) => school.name === 'Greenfield Academy',
    );
    expect(saved).toMatchObject({ address: '1 Marina Road, Lagos', level: 'Tetiary' });
  });

  it('makes the new school the current one and offers its next step: classrooms, then students', async () => {
    const { user } = await renderScreen(
      <Routes>
        <Route path="/schools/register" element={<SchoolRegisterPage />} />
        <Route path="/schools" element={<SchoolsPage />} />
      </Routes>,
      { route: '/schools/register', school: null },
    );
    await fillAndSubmit(user);
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    const next = await screen.findByRole('region', { name: 'Next step for Greenfield Academy' });
    const saved = readCollection(localStorage, 'schools').find(
      (school) => school.name === 'Greenfield Academy',
    );
    expect(useCurrentSchoolStore.getState().schoolId).toBe(saved!._id);
    expect(next).toHaveTextContent(
      'Greenfield Academy has no classrooms yet. Add its classes, each with its fee per child; then register its students.',
    );
    expect(within(next).getByRole('link', { name: 'Add classroom' })).toHaveAttribute(
      'href',
      '/classrooms/register',
    );
  });

  it("keeps the password modal open with 'Incorrect password' and loses nothing", async () => {
    const { user, location } = await renderScreen(<SchoolRegisterPage />, {
      route: '/schools/register',
    });
    await fillAndSubmit(user);
    await answerAdminPassword(user, 'not-the-password');

    const dialog = screen.getByRole('dialog', { name: 'Please enter Admin password.' });
    const field = within(dialog).getByLabelText('Password', { exact: true });
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      'In the guest demo the admin password is guest-demo. Incorrect password',
    );
    expect(field).toHaveValue('not-the-password');
    expect(location().pathname).toBe('/schools/register');

    await answerAdminPassword(user, GUEST_CREDENTIALS.password);
    expect(await screen.findByText('School registered successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/schools'));
  });

  it('shows any other failure above the form and keeps what was typed', async () => {
    const { user, location } = await renderScreen(<SchoolRegisterPage />, {
      route: '/schools/register',
    });
    await fillAndSubmit(user);
    localStorage.setItem(collectionKey('schools'), '{damaged');
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The school was not saved.');
    expect(alert).toHaveTextContent('The demo data saved in this browser is damaged.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'School name' })).toHaveValue('Greenfield Academy');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('1 Marina Road, Lagos');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('Tetiary');
    expect(location().pathname).toBe('/schools/register');
  });
});
