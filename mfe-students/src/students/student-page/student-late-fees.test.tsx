import { actAsInDemo, GUEST_CREDENTIALS } from '@fees/shared-data';
import { lateFeeLine, type Student } from '@fees/shared-data/core';
import { answerAdminPassword, renderScreen, type ArrangeContext } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { StudentPage } from './student-page';

const path = '/students/:studentId';
const PASSWORD = GUEST_CREDENTIALS.password;

/**
 * The demo school with a late fee of NGN 1,000 from the day after each due date, and a student of
 * it with money due: the demo charges them one on its next read.
 */
async function lateStudent({ source, school }: ArrangeContext): Promise<Student> {
  await source.setLateFee(school!._id, { amount: 1_000, graceDays: 0 }, PASSWORD);
  const { items } = await source.list('students', { filter: { schoolId: school!._id } });
  return items.find((one) => one.enrolment === 'enrolled' && one.dueNow > 0)!;
}

describe('StudentPage late fees', () => {
  it('lists a late fee charged, and the owner waives it after the admin password', async () => {
    const { user, source, arranged } = await renderScreen(<StudentPage />, {
      arrange: lateStudent,
      route: (student) => `/students/${student._id}`,
      path,
    });
    const table = await screen.findByRole('table', {
      name: `Late fees of ${arranged.fullname} this term`,
    });
    const [fee] = await source.listLateFees(arranged._id);
    const line = lateFeeLine(fee!.dueOn);
    const row = within(table).getByRole('row', { name: new RegExp(`^${escape(line)}`) });
    expect(row).toHaveTextContent(`${line}NGN 1,000Charged`);

    await user.click(within(row).getByRole('button', { name: `Waive ${line}` }));
    const dialog = {
      name: `Waive the late fee (due ${line.slice('Late fee (due '.length)}?`,
      submit: 'Waive',
    };
    await answerAdminPassword(user, 'not the password', dialog);
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect((await source.listLateFees(arranged._id))[0]!.waived).toBe(false);

    await answerAdminPassword(user, PASSWORD, dialog);
    expect(await within(table).findByText('Waived')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Waive/ })).toBeNull();
    expect((await source.listLateFees(arranged._id))[0]!.waived).toBe(true);
  });

  it('shows the demo bursar the late fees, with no Waive', async () => {
    const { arranged } = await renderScreen(<StudentPage />, {
      arrange: async (context) => {
        const student = await lateStudent(context);
        actAsInDemo('bursar');
        return student;
      },
      route: (student) => `/students/${student._id}`,
      path,
    });
    const table = await screen.findByRole('table', {
      name: `Late fees of ${arranged.fullname} this term`,
    });
    expect(within(table).getByText('Charged')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).toBeNull();
  });
});

const escape = (text: string) => text.replace(/[()]/g, '\\$&');
