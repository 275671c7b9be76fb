/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { NotFoundError } from '@fees/shared-data';
import {
  answerAdminPassword,
  arrangeClassroomWithStudent,
  deleteDialog,
  expectLinks,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { StudentPage } from './student-page';

// Signed in to the real API: the action bar over an account's student, Obi Ada, who owes NGN 40,000.

async function openStudent(session: 'account' | 'own-account' = 'account') {
  const result = await renderScreen(<StudentPage />, {
    session,
    arrange: arrangeClassroomWithStudent,
    route: ({ student }) => `/students/${student._id}`,
    path: '/students/:studentId',
  });
  const bar = await screen.findByRole('region', { name: 'Student actions' });
  return { ...result, bar, student: result.arranged.student };
}

describe('StudentPage in account mode', () => {
  it('holds the balance and every action in the bar, the rest under More', async () => {
    const { user, bar, student } = await openStudent();
    expect(within(bar).getByText('Balance')).toHaveTextContent('Balance NGN 40,000');
    expect(Array.from(bar.querySelectorAll('a, button'), (control) => control.textContent)).toEqual(
      ['Record payment', 'Make payment', 'Share pay link', 'More'],
    );
    expectLinks({
      'Record payment': `/payments/record?student=${student._id}`,
      'Make payment': `/payments/create?student=${student._id}`,
    });

    within(bar).getByRole('button', { name: 'More' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'View payments' })).toHaveAttribute(
      'href',
      `/payments?student=${student._id}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Edit student' })).toHaveAttribute(
      'href',
      `/students/${student._id}/edit`,
    );
    expect(screen.getByRole('menuitem', { name: 'Delete student' })).toBeInTheDocument();
  });

  it('deletes from More only with the right password, then goes to /students', async () => {
    // A wrong password counts against the account's ten a quarter hour: an account of its own.
    const { user, bar, student, source, password, location } = await openStudent('own-account');
    const more = within(bar).getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}{End}{Enter}');
    const dialog = await answerAdminPassword(user, 'NotThePassword1', deleteDialog('student'));
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect((await source.get('students', student._id)).fullname).toBe('Obi Ada');

    await answerAdminPassword(user, password!, deleteDialog('student'));
    expect(await screen.findByText('Student deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/students'));
    await expect(source.get('students', student._id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
