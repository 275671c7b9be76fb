import {
  actAsInDemo,
  GUEST_CREDENTIALS,
  readCollection,
  useSessionStore,
  type Payment,
} from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PaymentPage } from './payment-page';

const path = '/payments/:paymentId';
const BURSAR = 'Amina Bello <bursar@feesmanager.demo>';

/** A counted demo transfer. */
async function demoTransfer(): Promise<Payment> {
  await useSessionStore.getState().loginGuest();
  return readCollection(localStorage, 'payments').find(
    (payment) => payment.method === 'transfer' && payment.status === 'success',
  )!;
}

/** The payment's page, the guest acting as the demo bursar (signing in starts as the owner). */
function openAsBursar(payment: Payment) {
  return renderScreen(<PaymentPage />, {
    route: `/payments/${payment._id}`,
    path,
    arrange: () => actAsInDemo('bursar'),
  });
}

const stored = (id: string) => readCollection(localStorage, 'payments').find((p) => p._id === id)!;

/** Fills the open dialog's reason and the guest's password, and submits it. */
async function answer(
  user: Awaited<ReturnType<typeof renderScreen>>['user'],
  name: string,
  reason?: string,
) {
  const dialog = screen.getByRole('dialog');
  if (reason !== undefined) {
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
  }
  await user.type(
    within(dialog).getByLabelText('Password', { exact: true }),
    GUEST_CREDENTIALS.password,
  );
  await user.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe("PaymentPage, a bursar's void", () => {
  it('is asked for, counts meanwhile, and the owner approves it with both names kept', async () => {
    const payment = await demoTransfer();
    const { user } = await openAsBursar(payment);
    await user.click(await screen.findByRole('button', { name: 'Ask to void' }));
    expect(
      screen.getByRole('dialog', { name: 'Ask the owner to void this payment?' }),
    ).toHaveAccessibleDescription(
      `The payment of ${payment.studentName} keeps counting until the school’s owner approves the void.`,
    );
    await answer(user, 'Ask to void', 'Entered twice');
    expect(
      await screen.findByText('Void requested. The payment counts until the owner approves it.'),
    ).toBeInTheDocument();
    const title = `Void requested by ${BURSAR} (Entered twice)`;
    expect(screen.getByText(title).closest('[role="status"]')).toHaveTextContent(
      /^Void requested by .+\(Entered twice\)On \d{2}-\d{2}-\d{4} \d{2}:\d{2} WAT\. It counts until the school’s owner approves the void\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Ask to void' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve void' })).toBeNull();
    expect(stored(payment._id).status).toBe('success');

    await act(() => actAsInDemo('owner'));
    await user.click(await screen.findByRole('button', { name: 'Approve void' }));
    await answer(user, 'Approve void');
    expect(await screen.findByText('This payment is void.')).toBeVisible();
    expect(
      screen.getByText(new RegExp(`^Asked for by ${BURSAR.replace(/[.+]/g, '\\$&')} on `)),
    ).toBeVisible();
    expect(stored(payment._id)).toMatchObject({ status: 'void', voidReason: 'Entered twice' });
  });

  it('declined by the owner, shows why, and the payment counts on', async () => {
    const payment = await demoTransfer();
    const { user } = await openAsBursar(payment);
    await user.click(await screen.findByRole('button', { name: 'Ask to void' }));
    await answer(user, 'Ask to void', 'Wrong student');
    await screen.findByText(`Void requested by ${BURSAR} (Wrong student)`);

    await act(() => actAsInDemo('owner'));
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('dialog', { name: 'Decline this void?' })).toBeVisible();
    await answer(user, 'Decline void', 'The bank statement shows it for this student');
    expect(await screen.findByText('Void declined')).toBeVisible();
    expect(screen.getByText('Void declined').closest('[role="status"]')).toHaveTextContent(
      /: The bank statement shows it for this student\. The payment counts\.$/,
    );
    expect(screen.getByRole('button', { name: 'Void payment' })).toBeVisible();
    expect(stored(payment._id)).toMatchObject({ status: 'success', voidRequest: null });
  });
});
