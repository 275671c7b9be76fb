import { actAsInDemo, GUEST_CREDENTIALS } from '@fees/shared-data';
import { formatLongDay } from '@fees/shared-data/core';
import { answerAdminPassword, demoRecord, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { SchoolPage } from '../school-page/school-page';
import { PlanPage } from './plan-page';

/** The school page and its plan editor, as the remote's routes join them. */
const pages = (
  <Routes>
    <Route path="/schools/:schoolId" element={<SchoolPage />} />
    <Route path="/schools/:schoolId/plan" element={<PlanPage />} />
  </Routes>
);

const planTable = () => screen.findByRole('table', { name: 'Payment plan' });

describe('Payment plan', () => {
  it("shows the demo's two instalments, and the owner makes them one after the password", async () => {
    const school = await demoRecord('schools', 0);
    const { user, source, location } = await renderScreen(pages, {
      route: `/schools/${school._id}`,
    });
    const { instalments } = await source.getPlan(school._id);
    const [first, second] = instalments;
    const table = await planTable();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Due datePercent',
      `${formatLongDay(first!.dueOn)}60%`,
      `${formatLongDay(second!.dueOn)}40%`,
    ]);

    await user.click(screen.getByRole('link', { name: 'Edit payment plan' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Plan' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Fees Manager | Payment Plan');
    const rows = await screen.findAllByRole('group', { name: /^Instalment \d$/ });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByLabelText('Due date')).toHaveValue(first!.dueOn);
    expect(within(rows[0]!).getByRole('spinbutton', { name: 'Percent' })).toHaveValue(60);

    await user.click(screen.getByRole('button', { name: 'Remove instalment 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const percent = screen.getByRole('spinbutton', { name: 'Percent' });
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(percent).toHaveAccessibleDescription(
      'The percents must add up to 100; these add up to 60',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'The rest (100%) to the last' }));
    expect(percent).toHaveValue(100);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Payment plan saved!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/schools/${school._id}`));
    const saved = await planTable();
    await waitFor(() =>
      expect(
        within(saved)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['Due datePercent', `${formatLongDay(first!.dueOn)}100%`]),
    );
    expect((await source.getPlan(school._id)).instalments).toEqual([
      { dueOn: first!.dueOn, percent: 100 },
    ]);
  });

  it('keeps what was typed when the password is wrong, and saves nothing', async () => {
    const school = await demoRecord('schools', 0);
    const { user, source } = await renderScreen(pages, { route: `/schools/${school._id}/plan` });
    const before = await source.getPlan(school._id);
    const rows = await screen.findAllByRole('group', { name: /^Instalment \d$/ });
    const percents = rows.map((row) => within(row).getByRole('spinbutton', { name: 'Percent' }));
    await user.clear(percents[0]!);
    await user.type(percents[0]!, '70');
    await user.clear(percents[1]!);
    await user.type(percents[1]!, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await answerAdminPassword(user, 'not-the-password');

    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(percents[0]).toHaveValue(70);
    expect(percents[1]).toHaveValue(30);
    expect(await source.getPlan(school._id)).toEqual(before);
  });

  it('shows the demo bursar the plan with no way to edit it', async () => {
    const school = await demoRecord('schools', 0);
    await renderScreen(pages, {
      arrange: () => actAsInDemo('bursar'),
      route: `/schools/${school._id}`,
    });
    expect(await planTable()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit payment plan' })).toBeNull();
  });

  it('tells the demo bursar who opens the editor by its address that only the owner sets it', async () => {
    const school = await demoRecord('schools', 0);
    await renderScreen(pages, {
      arrange: () => actAsInDemo('bursar'),
      route: `/schools/${school._id}/plan`,
    });
    expect(
      await screen.findByText("Only the school's owner can set payment plans."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
