/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { formatMoney, NotFoundError } from '@fees/shared-data';
import {
  answerAdminPassword,
  arrangeClassroomWithStudent,
  deleteDialog,
  deleteRecord,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ClassroomPage } from './classroom-page';

// Signed in to the real API: the classroom comes from the server, and deleting it there takes its
// students along.

describe('ClassroomPage in account mode', () => {
  it('shows the classroom the API has, and deletes it with its students after the password', async () => {
    const { user, password, source, location, arranged } = await renderScreen(<ClassroomPage />, {
      session: 'account',
      arrange: arrangeClassroomWithStudent,
      route: ({ room }) => `/classrooms/${room._id}`,
      path: '/classrooms/:classId',
    });
    const { room, student } = arranged;

    expect(await screen.findByRole('heading', { level: 1, name: 'Primary3' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Classroom details/ });
    expect(
      within(table).getByRole('row', { name: `Fees per child ${formatMoney(40000)}` }),
    ).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Number of students 1' })).toBeVisible();

    const dialog = await deleteRecord(user, 'classroom', 'wrong-password');
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(await source.get('classrooms', room._id)).toMatchObject({ noOfStudents: 1 });

    await answerAdminPassword(user, password!, deleteDialog('classroom'));

    expect(await screen.findByText('Classroom deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/classrooms'));
    await expect(source.get('classrooms', room._id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(source.get('students', student._id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
