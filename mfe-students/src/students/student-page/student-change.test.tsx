import {
  actAsInDemo,
  formatMoney,
  GUEST_CREDENTIALS,
  readCollection,
  useSessionStore,
} from '@fees/shared-data';
import type { Student } from '@fees/shared-data/core';
import { answerAdminPassword, renderScreen } from '@fees/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import StudentsRoutes from '../../routes';

const BURSAR = 'Amina Bello <bursar@feesmanager.demo>';

/** A demo student with no discount who has paid nothing this term, owing or square before it. */
async function demoStudent(): Promise<Student> {
  await useSessionStore.getState().loginGuest();
  const paid = new Set(readCollection(localStorage, 'payments').map((one) => one.studentId));
  return readCollection(localStorage, 'students').find(
    (one) => one.discount === 0 && one.broughtForward >= 0 && one.balance > 0 && !paid.has(one._id),
  )!;
}

const stored = (id: string) => readCollection(localStorage, 'students').find((s) => s._id === id)!;

/** The demo bursar sets a 100% discount on the edit page, which goes on to the student's page. */
async function bursarWritesOff(student: Student) {
  const screenResult = await renderScreen(<StudentsRoutes />, {
    route: `/students/${student._id}/edit`,
    arrange: () => actAsInDemo('bursar'),
  });
  const { user } = screenResult;
  const discount = await screen.findByRole('spinbutton', { name: 'Discount (%)' });
  await user.clear(discount);
  await user.type(discount, '100');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await answerAdminPassword(user, GUEST_CREDENTIALS.password);
  return screenResult;
}

describe("a bursar's edit that lowers what is owed", () => {
  it('is sent to the owner, who sees what it changes and approves it', async () => {
    const student = await demoStudent();
    const { user, location } = await bursarWritesOff(student);
    expect(
      await screen.findByText(
        'Sent to the owner for approval: this edit lowers what is owed, so nothing changes until the owner approves it.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/students/${student._id}`));
    expect(stored(student._id)).toMatchObject({ discount: 0, balance: student.balance });

    const title = await screen.findByText(`Change waiting for the owner, asked by ${BURSAR}`);
    const waiting = title.closest<HTMLElement>('[role="status"]')!;
    expect(waiting).toHaveTextContent(
      `Discount 0% → 100%: ${formatMoney(student.balance)} → ${formatMoney(student.broughtForward)} owed`,
    );
    expect(within(waiting).queryByRole('button', { name: 'Approve change' })).toBeNull();

    await act(() => actAsInDemo('owner'));
    await user.click(await within(waiting).findByRole('button', { name: 'Approve change' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password, {
      name: 'Please enter Admin password.',
      submit: 'Approve change',
    });
    expect(
      await screen.findByText('Change approved. The student now owes what it says.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: /Change waiting/ })).toBeNull(),
    );
    expect(stored(student._id)).toMatchObject({
      discount: 100,
      balance: student.broughtForward,
      changeRequest: null,
    });
  });

  it('declined by the owner, changes nothing and shows why', async () => {
    const student = await demoStudent();
    const { user } = await bursarWritesOff(student);
    await screen.findByText(/Sent to the owner for approval/);
    await act(() => actAsInDemo('owner'));
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this change?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not agreed');
    await user.type(
      within(dialog).getByLabelText('Password', { exact: true }),
      GUEST_CREDENTIALS.password,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline change' }));
    const declined = (await screen.findByText('Change declined')).closest('[role="status"]');
    expect(declined).toHaveTextContent(
      /^Change declinedDiscount 0% → 100%, declined by .+ on .+: Not agreed$/,
    );
    expect(stored(student._id)).toMatchObject({ discount: 0, balance: student.balance });
  });
});
