/**
 * @jest-environment-options {"resources": "usable"}
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPaystack } from './load-paystack';
import type { PaystackTransactionOptions } from './paystack-pop';

// Jest runs each test file as a CommonJS module, which knows its own folder.
declare const __dirname: string;

// The demo checkout as it ships (the remote's public/demo-checkout.js), through the same loader.
const DEMO_CHECKOUT = new URL(`file://${__dirname}/../../../public/demo-checkout.js`).href;

async function open(overrides: Partial<PaystackTransactionOptions> = {}) {
  const callbacks = { onSuccess: jest.fn(), onCancel: jest.fn(), onError: jest.fn() };
  const PaystackPop = await loadPaystack(DEMO_CHECKOUT);
  new PaystackPop().newTransaction({
    key: '',
    email: 'ngozi@example.com',
    amount: 2_500_050,
    currency: 'NGN',
    reference: 'T123456789012345',
    metadata: {
      depositorName: 'Ngozi Okafor',
      studentName: 'Okafor Chidi',
      studentId: 's1',
      custom_fields: [],
    },
    ...callbacks,
    ...overrides,
  });
  return callbacks;
}

afterEach(() => {
  for (const overlay of document.querySelectorAll('[data-demo-checkout]')) overlay.remove();
});

describe('demo checkout (public/demo-checkout.js)', () => {
  it('is a labelled modal dialog with the amount, focus on Pay and Tab kept inside', async () => {
    const user = userEvent.setup();
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Demo checkout — no money moves' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('NGN 25,000.50');
    expect(dialog).toHaveTextContent('T123456789012345');
    const pay = screen.getByRole('button', { name: 'Pay NGN 25,000.50' });
    expect(pay).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fail' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(pay).toHaveFocus();
  });

  it('Pay reports success with the reference and closes', async () => {
    const user = userEvent.setup();
    const callbacks = await open();
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(callbacks.onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ reference: 'T123456789012345', status: 'success' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callbacks.onCancel).not.toHaveBeenCalled();
  });

  it('Fail reports an error; Close and Escape cancel; each closes the dialog', async () => {
    const user = userEvent.setup();
    const failed = await open();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(failed.onError).toHaveBeenCalledWith({ message: 'the demo card was declined' });
    expect(failed.onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    const closed = await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed.onCancel).toHaveBeenCalledTimes(1);

    const escaped = await open();
    await user.keyboard('{Escape}');
    expect(escaped.onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses to open without a reference', async () => {
    const callbacks = await open({ reference: '' });
    expect(callbacks.onError).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
