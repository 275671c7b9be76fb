/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { answerAdminPassword, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { LateFeePage } from './late-fee-page';

// Signed in to the real API as the owner of a school made for this test: the late fee is read
// from the server and set there. No wrong password here: the run shares one owner (docs/testing.md).

describe('LateFeePage in account mode', () => {
  it('sets a fixed late fee after the password', async () => {
    const { user, password, source, arranged, location } = await renderScreen(<LateFeePage />, {
      session: 'account',
      arrange: async ({ school }) => school!,
      route: (school) => `/schools/${school._id}/late-fee`,
      path: '/schools/:schoolId/late-fee',
    });
    await user.click(await screen.findByRole('radio', { name: 'A fixed amount' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Amount (NGN)' }), '1500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, password!);

    expect(await screen.findByText('Late fee saved!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/schools/${arranged._id}`));
    expect(await source.getLateFee(arranged._id)).toEqual({
      amount: 1_500,
      percent: null,
      graceDays: 7,
    });
  });
});
