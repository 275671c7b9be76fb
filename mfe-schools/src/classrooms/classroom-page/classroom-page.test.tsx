import {
  actAsInDemo,
  GUEST_CREDENTIALS,
  queryClient,
  readCollection,
  schoolQueryOptions,
  useCurrentSchoolStore,
} from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import {
  arrangeClassroomWithStudent,
  deleteRecord,
  demoRecord,
  expectLinks,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ClassroomPage } from './classroom-page';

const path = '/classrooms/:classId';

/** What only the school's owner is offered on a classroom's page. */
function expectNoOwnersActions() {
  for (const name of ['Edit classroom', 'Edit fee items']) {
    expect(screen.queryByRole('link', { name })).toBeNull();
  }
  expect(screen.queryByRole('button', { name: 'Delete classroom' })).toBeNull();
}

describe('ClassroomPage', () => {
  it('shows the fee per child as NGN, the students and the real paid ÷ expected ring', async () => {
    const room = await demoRecord('classrooms', 0);
    await renderScreen(<ClassroomPage />, { route: `/classrooms/${room._id}`, path });

    expect(await screen.findByRole('heading', { level: 1, name: room.name })).toBeInTheDocument();
    const paid = Math.floor((100 * room.totalFees) / room.totalFeesExpected);
    expect(paid).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: `Fees paid: ${paid}%` })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Classroom details/ });
    expect(
      within(table).getByRole('row', {
        name: `Fees per child NGN ${room.classFees.toLocaleString('en-US')}`,
      }),
    ).toBeVisible();
    expect(
      within(table).getByRole('row', { name: `Number of students ${room.noOfStudents}` }),
    ).toBeVisible();
    expect(
      within(table).getByRole('row', { name: `Class teacher ${room.classTeacher}` }),
    ).toBeVisible();
    expect(document.title).toBe('Fees Manager | Classroom');
  });

  it("links to the classroom's students and payments, edit, and back to /classrooms", async () => {
    const room = await demoRecord('classrooms', 1);
    await renderScreen(<ClassroomPage />, { route: `/classrooms/${room._id}`, path });
    await screen.findByRole('heading', { level: 1, name: room.name });

    expectLinks({
      'View students': `/students?classroom=${room._id}`,
      'View payments': `/payments?classroom=${room._id}`,
      'Edit classroom': `/classrooms/${room._id}/edit`,
      'Back to classrooms': '/classrooms',
    });
  });

  it("makes the classroom's school the current one (e.g. opened from the search)", async () => {
    const rooms = await demoRecord('classrooms', 0).then(() =>
      readCollection(localStorage, 'classrooms'),
    );
    const room = rooms.at(-1)!;
    const { school } = await renderScreen(<ClassroomPage />, {
      route: `/classrooms/${room._id}`,
      path,
    });
    expect(school!._id).not.toBe(room.schoolId);
    await screen.findByRole('heading', { level: 1, name: room.name });
    await waitFor(() => expect(useCurrentSchoolStore.getState().schoolId).toBe(room.schoolId));
  });

  it('shows a not-found state for a deleted or unknown id', async () => {
    await renderScreen(<ClassroomPage />, { route: '/classrooms/gone', path });
    expect(
      await screen.findByRole('heading', { name: 'This classroom was not found' }),
    ).toBeInTheDocument();
    expectLinks({ 'Back to classrooms': '/classrooms' });
  });

  it('deletes the classroom and its students after the warning and the password', async () => {
    // Demo classrooms all have payments, which are never erased: this one has none yet.
    const {
      user,
      location,
      arranged: room,
    } = await renderScreen(<ClassroomPage />, {
      path,
      arrange: async (context) => (await arrangeClassroomWithStudent(context)).room,
      route: (created) => `/classrooms/${created._id}`,
    });
    const students = readCollection(localStorage, 'students');
    expect(students.some((student) => student.classroomId === room._id)).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Delete classroom' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this classroom?' });
    expect(dialog).toHaveAccessibleDescription(
      `All records of ${room.name}, including its students, will be deleted for ${room.schoolName}. This cannot be undone.`,
    );
    const password = within(dialog).getByLabelText('Password', { exact: true });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Password is required.')).toBeInTheDocument();
    await user.type(password, 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, GUEST_CREDENTIALS.password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Classroom deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/classrooms'));
    expect(readCollection(localStorage, 'classrooms').some((item) => item._id === room._id)).toBe(
      false,
    );
    expect(
      readCollection(localStorage, 'students').some((student) => student.classroomId === room._id),
    ).toBe(false);
  });

  it('refuses to delete a classroom that has payments, and changes nothing', async () => {
    const room = await demoRecord('classrooms', 0);
    const { user, location } = await renderScreen(<ClassroomPage />, {
      route: `/classrooms/${room._id}`,
      path,
    });
    const before = { ...localStorage };
    expect(
      readCollection(localStorage, 'payments').some((item) => item.classroomId === room._id),
    ).toBe(true);
    const dialog = await deleteRecord(user, 'classroom', GUEST_CREDENTIALS.password);

    expect(
      await within(dialog).findByText('This classroom has payments and cannot be deleted.'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe(`/classrooms/${room._id}`);
    expect({ ...localStorage }).toEqual(before);
  });

  it('offers the demo bursar its lists and reminders, but not edit, delete or fee items', async () => {
    const room = await demoRecord('classrooms', 0);
    await renderScreen(<ClassroomPage />, {
      arrange: () => actAsInDemo('bursar'),
      route: `/classrooms/${room._id}`,
      path,
    });
    await screen.findByRole('heading', { level: 1, name: room.name });
    expectLinks({
      'View students': `/students?classroom=${room._id}`,
      'View payments': `/payments?classroom=${room._id}`,
    });
    expect(screen.getByRole('button', { name: 'Send reminders' })).toBeInTheDocument();
    expectNoOwnersActions();
  });

  it('offers a viewer its lists and nothing that changes it or mails parents', async () => {
    const room = await demoRecord('classrooms', 0);
    await renderScreen(<ClassroomPage />, {
      // The API answers a viewer with their role; the guest owns every demo school.
      arrange: async ({ source }) => {
        const held: School = { ...(await source.get('schools', room.schoolId)), role: 'viewer' };
        queryClient.setQueryData(schoolQueryOptions(held._id).queryKey, held);
      },
      route: `/classrooms/${room._id}`,
      path,
    });
    await screen.findByRole('heading', { level: 1, name: room.name });
    expectLinks({
      'View students': `/students?classroom=${room._id}`,
      'View payments': `/payments?classroom=${room._id}`,
    });
    expect(screen.queryByRole('button', { name: 'Send reminders' })).toBeNull();
    expectNoOwnersActions();
  });
});
