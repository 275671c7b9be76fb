/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { answerAdminPassword, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { StaffPage } from './staff-page';

// Signed in to the real API as the owner of a school made for this test: the staff comes from the
// server, and the invitation is made and revoked there.

const INVITED = 'new.bursar@example.com';

describe('StaffPage in account mode', () => {
  it('shows the owner, invites an address and revokes the invitation, each after the password', async () => {
    const { user, account, password, source, arranged } = await renderScreen(<StaffPage />, {
      session: 'account',
      arrange: async ({ school }) => school!,
      route: (school) => `/schools/${school._id}/staff`,
      path: '/schools/:schoolId/staff',
    });
    const table = await screen.findByRole('table', { name: `Staff of ${arranged.name}` });
    const owner = within(table).getByRole('row', {
      name: `${account!.firstname} ${account!.lastname} ${account!.email} Owner Active`,
    });
    expect(within(owner).queryByRole('button')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), INVITED);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Bursar');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await answerAdminPassword(user, password!);

    expect(await screen.findByText(`Invitation sent to ${INVITED}.`)).toBeInTheDocument();
    const invited = await within(table).findByRole('row', {
      name: (name) => name.startsWith(`— ${INVITED} `),
    });
    expect(invited).toHaveTextContent(/Bursar.*Invited · link works until \d{2}-\d{2}-\d{4}/);
    expect(await source.listStaff(arranged._id)).toEqual([
      expect.objectContaining({ email: account!.email, role: 'owner', status: 'active' }),
      expect.objectContaining({ email: INVITED, role: 'bursar', status: 'invited' }),
    ]);

    await user.click(
      within(invited).getByRole('button', { name: `Revoke invitation to ${INVITED}` }),
    );
    await answerAdminPassword(user, password!, {
      name: `Revoke the invitation to ${INVITED}?`,
      submit: 'Revoke invitation',
    });

    expect(await screen.findByText(`Invitation to ${INVITED} revoked.`)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect((await source.listStaff(arranged._id)).map((line) => line.email)).toEqual([
      account!.email,
    ]);
  });
});
