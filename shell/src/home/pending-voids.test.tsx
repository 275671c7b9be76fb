import { actAsInDemo, formatMoney, GUEST_CREDENTIALS, readCollection } from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PendingVoids } from './pending-voids';

describe('PendingVoids on the home page', () => {
  it("lists the demo bursar's request to its owner, linked to the payment, and nothing to her", async () => {
    const { school } = await renderScreen(<PendingVoids />, {
      arrange: async ({ source, school }) => {
        const payment = readCollection(localStorage, 'payments').find(
          (one) =>
            one.schoolId === school!._id && one.method === 'transfer' && one.status === 'success',
        )!;
        await actAsInDemo('bursar');
        await source.voidPayment(payment._id, 'Entered twice', GUEST_CREDENTIALS.password);
        await actAsInDemo('owner');
        return payment;
      },
    });
    const section = await screen.findByRole('region', { name: 'Voids waiting for you (1)' });
    expect(section).toHaveTextContent(
      `A bursar of ${school!.name} asked to void these payments. Each counts until you approve it.`,
    );
    const [payment] = readCollection(localStorage, 'payments').filter((one) => one.voidRequest);
    expect(
      within(section).getByRole('link', {
        name: `${formatMoney(payment!.amount)} for ${payment!.studentName}`,
      }),
    ).toHaveAttribute('href', `/payments/${payment!._id}`);
    expect(section).toHaveTextContent(
      'asked by Amina Bello <bursar@feesmanager.demo>: Entered twice',
    );

    await act(() => actAsInDemo('bursar'));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
