import {
  formatMoney,
  GUEST_CREDENTIALS,
  readCollection,
  useSessionStore,
  type Payment,
} from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PaymentPage } from './payment-page';

const path = '/payments/:paymentId';

/** A demo payment of one kind: a counted transfer, a card payment, or the voided transfer. */
async function demoPayment(kind: 'transfer' | 'card' | 'void'): Promise<Payment> {
  await useSessionStore.getState().loginGuest();
  return readCollection(localStorage, 'payments').find((payment) =>
    kind === 'void'
      ? payment.status === 'void'
      : payment.method === kind && payment.status === 'success',
  )!;
}

/** The callout over a void payment's details. */
const voidNotice = () => screen.getByText('This payment is void.').closest('[role="status"]');

/** What the student owes: a void raises it, whichever term the payment counted in. */
const balanceOf = (studentId: string) =>
  readCollection(localStorage, 'students').find((student) => student._id === studentId)!.balance;

describe('PaymentPage of a recorded payment', () => {
  it('shows how and when it came and who recorded it, by name, on the page and the receipt', async () => {
    const payment = await demoPayment('transfer');
    await renderScreen(<PaymentPage />, { route: `/payments/${payment._id}`, path });
    const table = await screen.findByRole('table', { name: /Payment details/ });
    for (const [label, value] of [
      ['Method', 'Bank transfer'],
      ['Bank or terminal reference', payment.externalReference],
      ['Date received', payment.receivedOn.split('-').reverse().join('-')],
      ['Status', 'Paid'],
      ['Recorded by', /^Recorded by Guest Admin on \d{2}-\d{2}-\d{4} \d{2}:\d{2} WAT$/],
    ] as const) {
      expect(
        within(table).getByRole('row', {
          name: typeof value === 'string' ? `${label} ${value}` : value,
        }),
      ).toBeVisible();
    }
    expect(within(table).queryByRole('row', { name: /^Transaction number/ })).toBeNull();
    expect(screen.queryByText(new RegExp(GUEST_CREDENTIALS.email))).toBeNull();
    const receipt = screen.getByRole('region', { name: 'Payment receipt' });
    expect(
      within(receipt).getByRole('row', { name: 'Received by Guest Admin' }),
    ).toBeInTheDocument();
  });

  it('voids it with a reason and the password; it stays, marked void, and stops counting', async () => {
    const payment = await demoPayment('transfer');
    const before = balanceOf(payment.studentId);
    const { user } = await renderScreen(<PaymentPage />, {
      route: `/payments/${payment._id}`,
      path,
    });
    const open = await screen.findByRole('button', { name: 'Void payment' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Void this payment?' });
    expect(dialog).toHaveAccessibleDescription(
      `The payment of ${payment.studentName} stays in the list, marked void, and stops counting in every figure. This cannot be undone.`,
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    const password = within(dialog).getByLabelText('Password', { exact: true });
    expect(reason).toHaveFocus();
    const submit = within(dialog).getByRole('button', { name: 'Void payment' });

    await user.type(reason, 'Oops');
    await user.click(submit);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Reason must be at least 5 characters'),
    );
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Password is required.'));

    await user.type(reason, ' — entered twice');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(reason).toHaveValue('Oops — entered twice');
    expect(balanceOf(payment.studentId)).toBe(before);

    await user.clear(password);
    await user.type(password, GUEST_CREDENTIALS.password);
    await user.click(submit);
    expect(await screen.findByText('Payment voided.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toBeInTheDocument();
    expect(await screen.findByText('This payment is void.')).toBeVisible();
    expect(voidNotice()).toHaveTextContent(
      /^This payment is void\.It counts in no figure\. Voided by Guest Admin <.+> on \d{2}-\d{2}-\d{4} \d{2}:\d{2} WAT: Oops — entered twice$/,
    );

    expect(screen.getByRole('row', { name: `Status Void` })).toBeVisible();
    expect(balanceOf(payment.studentId)).toBeCloseTo(before + payment.amount, 2);

    const receipt = screen.getByRole('region', { name: 'Payment receipt' });
    expect(within(receipt).getByText('VOID')).toBeInTheDocument();
    expect(
      within(receipt).getByRole('row', { name: /^Voided .*: Oops — entered twice$/ }),
    ).toBeInTheDocument();
  });

  it('Cancel and Escape close the dialog, returning focus, and change nothing', async () => {
    const payment = await demoPayment('transfer');
    const { user } = await renderScreen(<PaymentPage />, {
      route: `/payments/${payment._id}`,
      path,
    });
    const open = await screen.findByRole('button', { name: 'Void payment' });
    await user.click(open);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Entered twice');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(open).toHaveFocus();
    expect(
      readCollection(localStorage, 'payments').find((p) => p._id === payment._id)!.status,
    ).toBe('success');
  });

  it('offers no void for a card payment or one already void', async () => {
    const card = await demoPayment('card');
    const { unmount } = await renderScreen(<PaymentPage />, {
      route: `/payments/${card._id}`,
      path,
    });
    await screen.findByRole('button', { name: 'Print receipt' });
    expect(screen.queryByRole('button', { name: 'Void payment' })).toBeNull();
    unmount();

    const voided = await demoPayment('void');
    await renderScreen(<PaymentPage />, { route: `/payments/${voided._id}`, path });
    expect(await screen.findByText('This payment is void.')).toBeVisible();
    expect(voidNotice()).toHaveTextContent(/: Entered twice by mistake$/);
    expect(screen.queryByRole('button', { name: 'Void payment' })).toBeNull();
    const details = screen.getByRole('table', { name: /Payment details/ });
    expect(
      within(details).getByRole('row', { name: `Amount ${formatMoney(voided.amount)}` }),
    ).toBeVisible();
  });
});
