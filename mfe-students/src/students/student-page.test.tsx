import {
  GUEST_CREDENTIALS,
  readCollection,
  useCurrentSchoolStore,
  useSessionStore,
} from '@fees/shared-data';
import { deleteRecord, expectLinks, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { StudentPage } from './student-page';

const path = '/students/:studentId';

async function demoStudents() {
  await useSessionStore.getState().loginGuest();
  const students = readCollection(localStorage, 'students');
  const payments = readCollection(localStorage, 'payments');
  const paying = students.find((student) => student.totalPaidFees > 0)!;
  // A student who owes from First term and has paid part of this one (docs/terms.md).
  const owing = students.find(
    (student) =>
      student.broughtForward > 0 &&
      student.totalPaidFees > 0 &&
      student.totalPaidFees < student.totalFeesExpected,
  )!;
  const inCredit = students.find((student) => student.broughtForward < 0)!;
  const unpaid = students.find(
    (student) => !payments.some((payment) => payment.studentId === student._id),
  )!;
  return { students, paying, unpaid, owing, inCredit };
}

const naira = (amount: number) => `NGN ${amount.toLocaleString('en-US')}`;

describe('StudentPage', () => {
  it('shows brought forward, fees expected, paid, the balance and the floor(100 × paid ÷ expected) ring', async () => {
    const { owing: student } = await demoStudents();
    await renderScreen(<StudentPage />, { route: `/students/${student._id}`, path });

    expect(
      await screen.findByRole('heading', { level: 1, name: student.fullname }),
    ).toBeInTheDocument();
    const percent = Math.floor((100 * student.totalPaidFees) / student.totalFeesExpected);
    expect(screen.getByRole('img', { name: `Fees paid: ${percent}%` })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Student details/ });
    const [lastName, firstName] = student.fullname.split(' ');
    for (const name of [
      `Last name ${lastName}`,
      `First name ${firstName}`,
      `Class ${student.classroom}`,
      `Brought forward ${naira(student.broughtForward)} arrears`,
      `Fees expected ${naira(student.totalFeesExpected)}`,
      `Fees paid ${naira(student.totalPaidFees)}`,
      `Balance ${naira((Math.round(student.totalFeesExpected * 100) - Math.round(student.totalPaidFees * 100)) / 100)}`,
    ]) {
      expect(within(table).getByRole('row', { name })).toBeInTheDocument();
    }
    expect(document.title).toBe('Fees Manager | Student');
  });

  it("shows this term's charges line by line, from what was brought forward to the balance", async () => {
    const { owing: student } = await demoStudents();
    await renderScreen(<StudentPage />, { route: `/students/${student._id}`, path });
    const term = await screen.findByRole('table', { name: /^Second term \d{4}\/\d{4}$/ });
    const rows = within(term).getAllByRole('row');
    expect(rows[1]).toHaveAccessibleName(
      `Brought forward ${naira(student.broughtForward)} arrears`,
    );
    expect(within(term).getByRole('row', { name: /^Class fee NGN / })).toBeInTheDocument();
    expect(rows.at(-1)).toHaveAccessibleName(`Balance ${naira(student.balance)}`);
    expect(screen.getByRole('link', { name: 'View statement' })).toHaveAttribute(
      'href',
      `/students/${student._id}/statement`,
    );
  });

  it('words what was paid ahead in First term as a credit', async () => {
    const { inCredit: student } = await demoStudents();
    await renderScreen(<StudentPage />, { route: `/students/${student._id}`, path });
    const table = await screen.findByRole('table', { name: /Student details/ });
    expect(
      within(table).getByRole('row', {
        name: `Brought forward ${naira(-student.broughtForward)} credit`,
      }),
    ).toBeInTheDocument();
  });

  it('links to make payment, record payment, view payments, edit and back to /students', async () => {
    const { paying: student } = await demoStudents();
    await renderScreen(<StudentPage />, { route: `/students/${student._id}`, path });
    await screen.findByRole('heading', { level: 1, name: student.fullname });

    expectLinks({
      'Make payment': `/payments/create?student=${student._id}`,
      'Record payment': `/payments/record?student=${student._id}`,
      'View payments': `/payments?student=${student._id}`,
      'Edit student': `/students/${student._id}/edit`,
      'Back to students': '/students',
    });
  });

  it("makes the student's school the current one", async () => {
    const { students } = await demoStudents();
    const student = students.at(-1)!;
    const { school } = await renderScreen(<StudentPage />, {
      route: `/students/${student._id}`,
      path,
    });
    expect(school!._id).not.toBe(student.schoolId);
    await screen.findByRole('heading', { level: 1, name: student.fullname });
    await waitFor(() => expect(useCurrentSchoolStore.getState().schoolId).toBe(student.schoolId));
  });

  it('refuses to delete a student who has payments, and changes nothing', async () => {
    const { paying: student } = await demoStudents();
    const { user, location } = await renderScreen(<StudentPage />, {
      route: `/students/${student._id}`,
      path,
    });
    const dialog = await deleteRecord(user, 'student', GUEST_CREDENTIALS.password);

    expect(
      await within(dialog).findByText('This student has payments and cannot be deleted.'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe(`/students/${student._id}`);
    expect(readCollection(localStorage, 'students').some((item) => item._id === student._id)).toBe(
      true,
    );
  });

  it('deletes a student without payments and goes to /students', async () => {
    const { unpaid: student } = await demoStudents();
    const room = readCollection(localStorage, 'classrooms').find(
      (item) => item._id === student.classroomId,
    )!;
    const { user, location } = await renderScreen(<StudentPage />, {
      route: `/students/${student._id}`,
      path,
    });
    await deleteRecord(user, 'student', GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Student deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/students'));
    expect(readCollection(localStorage, 'students').some((item) => item._id === student._id)).toBe(
      false,
    );
    const after = readCollection(localStorage, 'classrooms').find((item) => item._id === room._id);
    expect(after?.noOfStudents).toBe(room.noOfStudents - 1);
  });
});
