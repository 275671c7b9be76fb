import { actAsInDemo, GUEST_CREDENTIALS, readCollection } from '@fees/shared-data';
import {
  answerAdminPassword,
  demoRecord,
  expectLinks,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ClassroomPage } from '../classroom-page/classroom-page';
import { FeeItemsPage } from './fee-items-page';

/** The classroom page and its fee items page, as the remote's routes join them. */
const pages = (
  <Routes>
    <Route path="/classrooms/:classId" element={<ClassroomPage />} />
    <Route path="/classrooms/:classId/fee-items" element={<FeeItemsPage />} />
  </Routes>
);

const room = (id: string) =>
  readCollection(localStorage, 'classrooms').find((item) => item._id === id)!;

describe('FeeItemsPage', () => {
  it("adds a required item to the class's term, and every student's charges move at once", async () => {
    const classroom = await demoRecord('classrooms', 0);
    const { user, source } = await renderScreen(pages, {
      route: `/classrooms/${classroom._id}/fee-items`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fee Items' })).toBeInTheDocument();
    expect(document.title).toBe('Fees Manager | Fee Items');
    const before = await source.getFeeItems(classroom._id);
    await screen.findByRole('button', { name: 'Add fee item' });
    expect(screen.queryAllByRole('group', { name: /^Item \d+$/ })).toHaveLength(before.length);

    await user.click(screen.getByRole('button', { name: 'Add fee item' }));
    const added = screen.getByRole('group', { name: `Item ${before.length + 1}` });
    await user.type(within(added).getByRole('textbox', { name: 'Item name' }), 'Excursion');
    await user.type(within(added).getByRole('spinbutton', { name: 'Amount (NGN)' }), '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Fee items saved successfully!')).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Fee items this term' });
    expect(
      await within(list).findByRole('row', { name: 'Excursion NGN 5,000 Every student' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(room(classroom._id).totalFeesExpected).toBeCloseTo(
        classroom.totalFeesExpected + 5000 * classroom.noOfStudents,
        2,
      ),
    );
  });

  it("copies another class's items in place of this class's, with the password", async () => {
    const classroom = await demoRecord('classrooms', 0);
    const other = await demoRecord('classrooms', 1);
    const { user, source } = await renderScreen(pages, {
      route: `/classrooms/${classroom._id}/fee-items`,
      arrange: ({ source }) =>
        source.saveFeeItems(
          other._id,
          [
            { name: 'Swimming', amount: 7000, optional: true },
            { name: 'Workbooks', amount: 12000, optional: false },
          ],
          GUEST_CREDENTIALS.password,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Copy from another class' }));
    const dialog = screen.getByRole('dialog', { name: `Copy fee items into ${classroom.name}` });
    expect(dialog).toHaveAccessibleDescription(
      `The items of the class you choose replace ${classroom.name}'s for this term, and its students are charged them at once.`,
    );
    const from = within(dialog).getByRole('combobox', { name: 'Copy from' });
    expect(within(from).queryByRole('option', { name: classroom.name })).toBeNull();
    await user.selectOptions(from, other.name);
    await answerAdminPassword(user, GUEST_CREDENTIALS.password, {
      name: `Copy fee items into ${classroom.name}`,
      submit: 'Copy fee items',
    });

    expect(await screen.findByText(`Fee items copied from ${other.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('textbox', { name: 'Item name' })
          .map((field) => (field as HTMLInputElement).value),
      ).toEqual(['Swimming', 'Workbooks']),
    );
    expect((await source.getFeeItems(classroom._id)).map((item) => item.name)).toEqual([
      'Swimming',
      'Workbooks',
    ]);
  });

  it('keeps what was typed when the password is wrong, and saves nothing', async () => {
    const classroom = await demoRecord('classrooms', 1);
    const { user, source } = await renderScreen(pages, {
      route: `/classrooms/${classroom._id}/fee-items`,
    });
    await user.click(await screen.findByRole('button', { name: 'Add fee item' }));
    const before = await source.getFeeItems(classroom._id);
    const added = screen.getByRole('group', { name: `Item ${before.length + 1}` });
    await user.type(within(added).getByRole('textbox', { name: 'Item name' }), 'Lesson fee');
    await user.type(within(added).getByRole('spinbutton', { name: 'Amount (NGN)' }), '7000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await answerAdminPassword(user, 'wrong-password');
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(await source.getFeeItems(classroom._id)).toEqual(before);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(added).getByRole('textbox', { name: 'Item name' })).toHaveValue('Lesson fee');
  });

  it('tells the demo bursar, who opens it by its address, that only the owner sets fee items', async () => {
    const classroom = await demoRecord('classrooms', 0);
    await renderScreen(pages, {
      route: `/classrooms/${classroom._id}/fee-items`,
      arrange: () => actAsInDemo('bursar'),
    });
    expect(
      await screen.findByText("Only the school's owner can set its fee items."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add fee item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expectLinks({ 'Back to classroom': `/classrooms/${classroom._id}` });
  });
});
