import {
  actAsInDemo,
  GUEST_CREDENTIALS,
  readCollection,
  useCurrentSchoolStore,
  useSessionStore,
} from '@fees/shared-data';
import {
  answerAdminPassword,
  deleteDialog,
  expectLinks,
  renderScreen,
  type RenderScreenResult,
  holdAsViewer,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { StudentPage } from './student-page';
import { payInCash } from '../testing/pay-in-cash';

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

/** The bar's controls, in the order Tab reaches them. */
const barControls = (bar: HTMLElement) =>
  Array.from(bar.querySelectorAll('a, button'), (control) => control.textContent);

/** The items of the bar's 'More' menu, opened by keyboard and closed again. */
async function moreItems(user: RenderScreenResult['user']) {
  (await screen.findByRole('button', { name: 'More' })).focus();
  await user.keyboard('{Enter}');
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return items;
}

/** Opens the bar's 'More' menu by keyboard, chooses 'Delete student' and answers with `password`. */
async function deleteFromMore(user: RenderScreenResult['user'], password: string) {
  const more = await screen.findByRole('button', { name: 'More' });
  more.focus();
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('menuitem', { name: 'Delete student' }));
  return answerAdminPassword(user, password, deleteDialog('student'));
}

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

  it("names the school's current term on a leaver's page, not the last term they were charged in", async () => {
    const { owing: student } = await demoStudents();
    const { source } = await renderScreen(<StudentPage />, {
      route: `/students/${student._id}`,
      path,
      // Third term, then a new session that sends the student's class out of the school.
      arrange: async ({ source, password }) => {
        const step = async (promotions?: Record<string, null>) =>
          source.startNextTerm(
            student.schoolId,
            (await source.previewNextTerm(student.schoolId)).closing,
            promotions,
            password!,
          );
        await step();
        await step({ [student.classroomId]: null });
      },
    });
    const [, , third, now] = await source.listTerms(student.schoolId);
    const label = (term: { name: string; session: string }) => `${term.name} ${term.session}`;
    const section = await screen.findByRole('region', { name: `This term: ${label(now!)}` });
    expect(
      await within(section).findByText(
        `Left the school after ${label(third!)}: charged nothing in ${label(now!)}.`,
      ),
    ).toBeVisible();
    expect(within(section).queryByRole('table')).toBeNull();
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

  it('holds the balance, Record payment, Make payment, Share pay link and More in one bar', async () => {
    const { owing: student } = await demoStudents();
    await renderScreen(<StudentPage />, { route: `/students/${student._id}`, path });
    const bar = await screen.findByRole('region', { name: 'Student actions' });

    expect(within(bar).getByText('Balance')).toHaveTextContent(`Balance ${naira(student.balance)}`);
    expect(barControls(bar)).toEqual(['Record payment', 'Make payment', 'Share pay link', 'More']);
    expectLinks({
      'Record payment': `/payments/record?student=${student._id}`,
      'Make payment': `/payments/create?student=${student._id}`,
      'Back to students': '/students',
    });
    expect(within(bar).getByRole('button', { name: 'Share pay link' })).toBeEnabled();
  });

  it('words a balance paid beyond as a credit in the bar', async () => {
    const { owing: student } = await demoStudents();
    await renderScreen(<StudentPage />, {
      // Paid NGN 5,000 beyond the balance after the demo is seeded, before the page opens.
      arrange: async ({ source }) => {
        await payInCash(source, student, student.balance + 5000);
      },
      route: `/students/${student._id}`,
      path,
    });
    const bar = await screen.findByRole('region', { name: 'Student actions' });
    expect(within(bar).getByText('Balance')).toHaveTextContent('Balance NGN 5,000 credit');
  });

  it("keeps View payments, Edit student and Delete student under 'More', by keyboard", async () => {
    const { paying: student } = await demoStudents();
    const { user, location } = await renderScreen(<StudentPage />, {
      route: `/students/${student._id}`,
      path,
    });
    const more = await screen.findByRole('button', { name: 'More' });
    for (const name of ['View payments', 'Edit student', 'Delete student']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.queryByRole('button', { name })).toBeNull();
    }

    more.focus();
    await user.keyboard('{Enter}');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'View payments',
      'Edit student',
      'Delete student',
    ]);
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('href', `/payments?student=${student._id}`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();

    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    await waitFor(() => expect(location().pathname).toBe(`/students/${student._id}/edit`));
  });

  it('asks before deleting, and Escape gives focus back to More with nothing deleted', async () => {
    const { unpaid: student } = await demoStudents();
    const { user } = await renderScreen(<StudentPage />, {
      route: `/students/${student._id}`,
      path,
    });
    const more = await screen.findByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}{End}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this student?' });
    expect(dialog).toHaveAccessibleDescription(
      `${student.fullname} will be removed from ${student.classroom}. A student who has payments cannot be deleted. This cannot be undone.`,
    );
    expect(within(dialog).getByLabelText('Password', { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(more).toHaveFocus());
    expect(readCollection(localStorage, 'students').some((item) => item._id === student._id)).toBe(
      true,
    );
  });

  it('refuses a wrong password in the delete dialog, and deletes nothing', async () => {
    const { unpaid: student } = await demoStudents();
    const { user, location } = await renderScreen(<StudentPage />, {
      route: `/students/${student._id}`,
      path,
    });
    const dialog = await deleteFromMore(user, 'NotThePassword1');

    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(location().pathname).toBe(`/students/${student._id}`);
    expect(readCollection(localStorage, 'students').some((item) => item._id === student._id)).toBe(
      true,
    );
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
    const dialog = await deleteFromMore(user, GUEST_CREDENTIALS.password);

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
    await deleteFromMore(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Student deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/students'));
    expect(readCollection(localStorage, 'students').some((item) => item._id === student._id)).toBe(
      false,
    );
    const after = readCollection(localStorage, 'classrooms').find((item) => item._id === room._id);
    expect(after?.noOfStudents).toBe(room.noOfStudents - 1);
  });

  it('offers the demo bursar payments, the pay link and edit, but not delete', async () => {
    const { owing: student } = await demoStudents();
    const { user } = await renderScreen(<StudentPage />, {
      arrange: () => actAsInDemo('bursar'),
      route: `/students/${student._id}`,
      path,
    });
    const bar = await screen.findByRole('region', { name: 'Student actions' });
    expect(barControls(bar)).toEqual(['Record payment', 'Make payment', 'Share pay link', 'More']);
    expect(await moreItems(user)).toEqual(['View payments', 'Edit student']);
  });

  it('shows a viewer the balance and the payments, and nothing that changes the student', async () => {
    const { owing: student } = await demoStudents();
    const { user } = await renderScreen(<StudentPage />, {
      arrange: ({ source }) => holdAsViewer(source, student.schoolId),
      route: `/students/${student._id}`,
      path,
    });
    const bar = await screen.findByRole('region', { name: 'Student actions' });
    expect(within(bar).getByText('Balance')).toHaveTextContent(`Balance ${naira(student.balance)}`);
    expect(barControls(bar)).toEqual(['More']);
    expect(await moreItems(user)).toEqual(['View payments']);
  });
});
