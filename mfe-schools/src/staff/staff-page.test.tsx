import {
  formatDay,
  GUEST_CREDENTIALS,
  queryClient,
  schoolQueryOptions,
  schoolToday,
  staffQueryOptions,
} from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import {
  answerAdminPassword,
  demoRecord,
  expectLinks,
  renderScreen,
  type RenderScreenResult,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { StaffPage } from './staff-page';

const path = '/schools/:schoolId/staff';
const PASSWORD = GUEST_CREDENTIALS.password;
/** The demo bursar every demo school has until the guest changes its staff. */
const BURSAR = 'bursar@feesmanager.demo';

/** The staff page of demo school `index`, the guest signed in as its owner. */
async function openStaff(index = 0) {
  const school = await demoRecord('schools', index);
  const view = await renderScreen(<StaffPage />, { route: `/schools/${school._id}/staff`, path });
  const table = await screen.findByRole('table', { name: `Staff of ${school.name}` });
  return { ...view, school, table };
}

/** Each line of the table as its cells read, the header's first. */
function lines(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

function lineOf(table: HTMLElement, email: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: email }));
  if (!row) throw new Error(`No line for ${email}`);
  return row;
}

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(user: RenderScreenResult['user'], target: HTMLElement) {
  for (let step = 0; step < 20 && document.activeElement !== target; step += 1) {
    await user.tab();
  }
  expect(target).toHaveFocus();
}

describe('StaffPage', () => {
  it('lists the owner first, then the demo bursar, as a table', async () => {
    const { guest, school, table } = await openStaff();

    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.getByText(school.name)).toBeInTheDocument();
    expect(document.title).toBe('Fees Manager | Staff');
    expectLinks({ 'Back to school': `/schools/${school._id}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-mail', 'Role', 'Status', 'Actions']);
    expect(lines(table).slice(1)).toEqual([
      [`${guest!.firstname} ${guest!.lastname}`, guest!.email, 'Owner', 'Active', ''],
      ['Amina Bello', BURSAR, 'Bursar', 'Active', 'Change roleRemove'],
    ]);
    const owner = lineOf(table, guest!.email);
    expect(within(owner).queryByRole('button')).toBeNull();
    const bursar = lineOf(table, BURSAR);
    expect(within(bursar).getByRole('button', { name: `Change role of ${BURSAR}` })).toBeVisible();
    expect(within(bursar).getByRole('button', { name: `Remove ${BURSAR}` })).toBeVisible();
  });

  it('invites an address after the password: the form empties and the invitation is listed', async () => {
    const { user, source, school, table } = await openStaff();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveAccessibleDescription(/a viewer sees everything and changes nothing/);

    await user.type(email, 'New.Viewer@Example.com');
    await user.selectOptions(role, 'Viewer');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await answerAdminPassword(user, PASSWORD);

    expect(
      await screen.findByText(
        'Invitation saved for new.viewer@example.com. The guest demo sends no e-mail.',
      ),
    ).toBeInTheDocument();
    const invited = (await source.listStaff(school._id)).find(
      (line) => line.email === 'new.viewer@example.com',
    );
    expect(invited).toMatchObject({ role: 'viewer', status: 'invited' });
    const until = formatDay(schoolToday(new Date(invited!.expiresAt!)));
    await waitFor(() =>
      expect(lines(table).at(-1)).toEqual([
        '—',
        'new.viewer@example.com',
        'Viewer',
        `Invited · link works until ${until}`,
        'Change roleRevoke invitation',
      ]),
    );
    expect(email).toHaveValue('');
    expect(role).toHaveValue('');
  });

  it('keeps the form filled and says so at the field when the address is already on the staff', async () => {
    const { user, source, school } = await openStaff();
    const before = await source.listStaff(school._id);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, BURSAR);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Viewer');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await answerAdminPassword(user, PASSWORD);

    const message = `${BURSAR} is already on this school's staff.`;
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue(BURSAR);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('viewer');
    expect(await source.listStaff(school._id)).toEqual(before);
  });

  it("changes the bursar's role to Viewer", async () => {
    const { user, source, school, table } = await openStaff();
    await user.click(
      within(lineOf(table, BURSAR)).getByRole('button', { name: `Change role of ${BURSAR}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Change the role of ${BURSAR}` });
    expect(dialog).toHaveAccessibleDescription(
      'The new role holds at once, in every session they have open.',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('viewer');
    await answerAdminPassword(user, PASSWORD, {
      name: `Change the role of ${BURSAR}`,
      submit: 'Change role',
    });

    expect(await screen.findByText(`Role changed to Viewer for ${BURSAR}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lines(table)[2]).toEqual([
      'Amina Bello',
      BURSAR,
      'Viewer',
      'Active',
      'Change roleRemove',
    ]);
    expect((await source.listStaff(school._id))[1]).toMatchObject({
      email: BURSAR,
      role: 'viewer',
    });
  });

  it('removes the bursar from the staff, and keeps the focus on the list', async () => {
    const { user, source, school, table } = await openStaff();
    await user.click(
      within(lineOf(table, BURSAR)).getByRole('button', { name: `Remove ${BURSAR}` }),
    );
    const dialog = await answerAdminPassword(user, PASSWORD, {
      name: `Remove ${BURSAR} from the staff?`,
      submit: 'Remove',
    });

    expect(await screen.findByText(`Removed ${BURSAR} from the staff.`)).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(lines(table)).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: `Staff of ${school.name}` })).toHaveFocus(),
    );
    expect((await source.listStaff(school._id)).map((line) => line.email)).not.toContain(BURSAR);
  });

  it('says a wrong password at the password field, keeps the choice and changes nothing', async () => {
    const { user, source, school, table } = await openStaff();
    const before = await source.listStaff(school._id);
    await user.click(
      within(lineOf(table, BURSAR)).getByRole('button', { name: `Change role of ${BURSAR}` }),
    );
    const dialog = await answerAdminPassword(user, 'wrong-password', {
      name: `Change the role of ${BURSAR}`,
      submit: 'Change role',
    });

    const password = within(dialog).getByLabelText('Password', { exact: true });
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Incorrect password'));
    expect(password).toHaveValue('wrong-password');
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('viewer');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(await source.listStaff(school._id)).toEqual(before);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(lines(table)[2]).toEqual([
      'Amina Bello',
      BURSAR,
      'Bursar',
      'Active',
      'Change roleRemove',
    ]);
  });

  it('says any other refusal as an alert above the password, keeping what was typed', async () => {
    const { user, source, school, table } = await openStaff();
    await user.click(
      within(lineOf(table, BURSAR)).getByRole('button', { name: `Remove ${BURSAR}` }),
    );
    // Someone else removed her while this dialog was open, in another tab.
    const bursar = (await source.listStaff(school._id)).find((line) => line.email === BURSAR);
    await source.removeStaff(school._id, bursar!._id, PASSWORD);
    const dialog = await answerAdminPassword(user, PASSWORD, {
      name: `Remove ${BURSAR} from the staff?`,
      submit: 'Remove',
    });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Staff member not found');
    const password = within(dialog).getByLabelText('Password', { exact: true });
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveValue(PASSWORD);
  });

  it('works from the keyboard alone: focus moves into the dialog and back to its button', async () => {
    const { user, table } = await openStaff();
    const change = within(lineOf(table, BURSAR)).getByRole('button', {
      name: `Change role of ${BURSAR}`,
    });
    await tabTo(user, change);

    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: `Change the role of ${BURSAR}` });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(change).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.tab();
    const password = within(screen.getByRole('dialog')).getByLabelText('Password', {
      exact: true,
    });
    expect(password).toHaveFocus();
    await user.keyboard(`${PASSWORD}{Enter}`);

    expect(await screen.findByText(`Role changed to Viewer for ${BURSAR}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(change).toHaveFocus());
  });

  it("tells a bursar that only the school's owner sees its staff, and never asks for it", async () => {
    const { arranged: school } = await renderScreen(<StaffPage />, {
      // The guest owns every demo school; a bursar's browser holds the school as the API
      // answers them, with their role.
      arrange: async ({ school: owned }) => {
        const asBursar: School = { ...owned!, role: 'bursar' };
        queryClient.setQueryData(schoolQueryOptions(asBursar._id).queryKey, asBursar);
        return asBursar;
      },
      route: (school) => `/schools/${school._id}/staff`,
      path,
    });

    expect(
      await screen.findByText("Only the school's owner can see and change its staff."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(queryClient.getQueryState(staffQueryOptions(school._id).queryKey)).toBeUndefined();
  });

  it('shows a not-found state for an unknown school', async () => {
    await renderScreen(<StaffPage />, { route: '/schools/6a0000000000000000000000/staff', path });
    expect(
      await screen.findByRole('heading', { name: 'This school was not found' }),
    ).toBeInTheDocument();
    expectLinks({ 'Back to schools': '/schools' });
  });
});
