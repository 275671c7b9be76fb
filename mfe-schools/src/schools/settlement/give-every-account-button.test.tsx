import { GUEST_CREDENTIALS } from '@fees/shared-data';
import { demoRecord, renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { SchoolPage } from '../school-page/school-page';

// Giving every family and lone student a transfer account from the school's page, in the demo
// (docs/transfers.md#giving-every-family-one).

const path = '/schools/:schoolId';

describe('Give transfer accounts, on the school page', () => {
  it('is not offered before the school settles to its own account', async () => {
    const { arranged: school } = await renderScreen(<SchoolPage />, {
      arrange: ({ source }) =>
        source.create(
          'schools',
          { name: 'Harbour Academy', address: '3 Marina, Lagos', level: 'Primary' },
          GUEST_CREDENTIALS.password,
        ),
      route: (school) => `/schools/${school._id}`,
      path,
    });
    await screen.findByRole('heading', { level: 1, name: school.name });
    expect(await screen.findByRole('button', { name: 'Set settlement account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Give transfer accounts' })).toBeNull();
  });

  it("gives every lone student one, with progress: the demo's families have theirs", async () => {
    const school = await demoRecord('schools', 0);
    const { user, source } = await renderScreen(<SchoolPage />, {
      route: `/schools/${school._id}`,
      path,
    });
    const { items: families } = await source.listFamilies(school._id);
    const given = await Promise.all(
      families.map((family) => source.getTransferAccount({ holder: 'families', id: family._id })),
    );
    expect(given.every((account) => account !== null)).toBe(true);
    const { items: students } = await source.list('students', {
      filter: { schoolId: school._id, enrolment: 'enrolled' },
    });
    const lone = students.find((student) => !student.familyId)!;
    expect(await source.getTransferAccount({ holder: 'students', id: lone._id })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Give transfer accounts' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Give every family a transfer account',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Give transfer accounts' }));
    const done = await within(dialog).findByText(/^Done: (\d+) of \1 have a transfer account\.$/);
    const [, count] = /^Done: (\d+)/.exec(done.textContent ?? '')!;
    expect(Number(count)).toBeGreaterThan(families.length);
    expect(
      within(dialog).getByRole('progressbar', { name: 'Transfer accounts given' }),
    ).toHaveAttribute('value', count);
    expect(await source.getTransferAccount({ holder: 'students', id: lone._id })).not.toBeNull();
    // A family keeps the account it had.
    expect(
      await Promise.all(
        families.map((family) => source.getTransferAccount({ holder: 'families', id: family._id })),
      ),
    ).toEqual(given);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
