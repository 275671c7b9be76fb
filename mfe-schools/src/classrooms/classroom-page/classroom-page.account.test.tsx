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
      session: 'own-account',
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

  it("'Send reminders' mails the parents who owe and lists who has no e-mail", async () => {
    const { user, arranged } = await renderScreen(<ClassroomPage />, {
      session: 'account',
      arrange: async (context) => {
        const world = await arrangeClassroomWithStudent(context);
        const withParent = await context.source.create(
          'students',
          {
            fullname: 'Eze Chioma',
            age: 9,
            sex: 'Female',
            phoneNo: '08031234568',
            parentEmail: 'eze.parent@example.com',
            discount: 0,
            classroom: world.room._id,
            schoolId: context.school!._id,
          },
          context.password!,
        );
        return { ...world, withParent };
      },
      route: ({ room }) => `/classrooms/${room._id}`,
      path: '/classrooms/:classId',
    });

    await user.click(await screen.findByRole('button', { name: 'Send reminders' }));
    const dialog = screen.getByRole('dialog', { name: 'Send reminders for Primary3' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reminders' }));

    const summary = await within(dialog).findByRole('status');
    expect(summary).toHaveTextContent('Mailed 1 parent');
    expect(summary).toHaveTextContent('eze.parent@example.com: Eze Chioma');
    expect(summary).toHaveTextContent(`No parent e-mail: 1 student${arranged.student.fullname}`);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Again at once: that parent was mailed today, so not again.
    await user.click(screen.getByRole('button', { name: 'Send reminders' }));
    const again = screen.getByRole('dialog', { name: 'Send reminders for Primary3' });
    await user.click(within(again).getByRole('button', { name: 'Send reminders' }));
    expect(await within(again).findByRole('status')).toHaveTextContent(
      'Already reminded in the last 24 hours: 1 parent',
    );
  });
});
