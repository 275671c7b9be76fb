import {
  formatMoney,
  GUEST_CREDENTIALS,
  readCollection,
  useCurrentSchoolStore,
} from '@fees/shared-data';
import { formatBalance, paymentDate } from '@fees/shared-data/core';
import { demoRecord, expectLinks, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PaymentPage } from './payment-page';

const path = '/payments/:paymentId';

describe('PaymentPage', () => {
  it('shows every field of the payment, read-only, in words for people: its term, Paid, and who received it', async () => {
    const payment = await demoRecord('payments', 0);
    await renderScreen(<PaymentPage />, { route: `/payments/${payment._id}`, path });

    expect(
      await screen.findByRole('heading', { level: 1, name: `Payment for ${payment.studentName}` }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Payment details/ });
    expect(
      await within(table).findByRole('row', { name: 'Term First term 2026/2027' }),
    ).toBeVisible();
    const rows: [string, string][] = [
      ['Student', payment.studentName],
      ['Class', payment.studentClass],
      ['Depositor name', payment.depositorName],
      ['Depositor email', payment.email],
      ['Amount', formatMoney(payment.amount)],
      ['Purpose', payment.purpose],
      ['Date', paymentDate(payment)],
      ['Reference', payment.referenceNo],
      ['Receipt no.', payment.receiptNo],
      ['Paid to date this term', formatMoney(payment.paidToDate!)],
      ['Balance after this payment', formatBalance(payment.balanceAfter!)],
      ['Status', 'Paid'],
      ['Received by', 'Card payment (online)'],
      ['Message', payment.paymentMessage],
      ['Transaction number', payment.transactionNo],
    ];
    for (const [label, value] of rows) {
      expect(within(table).getByRole('row', { name: `${label} ${value}` })).toBeVisible();
    }
    // The page links to the student; their id is no word for a person.
    expect(within(table).queryByText(payment.studentId)).toBeNull();
    expect(within(table).queryByRole('row', { name: /^Student ID/ })).toBeNull();
    expect(formatMoney(payment.amount)).toMatch(/^NGN \d{1,3}(,\d{3})*$/);
    expect(payment.receiptNo).toMatch(/^[A-Z0-9]{1,3}-\d{6}$/);
    expect(paymentDate(payment)).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(within(table).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /delete|edit/i })).toBeNull();
    expectLinks({
      'Back to payments': '/payments',
      'View student': `/students/${payment.studentId}`,
    });
    expect(document.title).toBe('Fees Manager | Payment');
  });

  it("the receipt tells the parent where to pay by transfer, once the student's family or the student has an account", async () => {
    const payment = await demoRecord('payments', 0);
    const { source } = await renderScreen(<PaymentPage />, {
      route: `/payments/${payment._id}`,
      path,
      arrange: async ({ source: demo }) => {
        const account = { bankCode: '058', accountNumber: '0123456789' };
        await demo.setSettlement(payment.schoolId, account, GUEST_CREDENTIALS.password);
        await demo.giveTransferAccount({ holder: 'students', id: payment.studentId });
      },
    });
    const given = (await source.getTransferAccount({
      holder: 'students',
      id: payment.studentId,
    }))!;
    const receipt = await screen.findByRole('region', { name: 'Payment receipt' });
    expect(
      await within(receipt).findByText(
        `Pay by transfer to ${given.accountNumber}, ${given.bankName}, ${given.accountName}.`,
      ),
    ).toBeInTheDocument();
  });

  it("'Print receipt' prints a receipt with its number, school, student, class, term, amount, purpose, date, what was paid and what is left, who received it and a signature line, the provider's reference in small print", async () => {
    const payment = await demoRecord('payments', 1);
    const school = readCollection(localStorage, 'schools').find(
      (record) => record._id === payment.schoolId,
    )!;
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderScreen(<PaymentPage />, {
      route: `/payments/${payment._id}`,
      path,
    });
    await user.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();

    const receipt = screen.getByRole('region', { name: 'Payment receipt' });
    for (const [label, value] of [
      ['School', school.name],
      ['Student', payment.studentName],
      ['Class', payment.studentClass],
      ['Amount', formatMoney(payment.amount)],
      ['Purpose', payment.purpose],
      ['Date', paymentDate(payment)],
      ['Term', 'First term 2026/2027'],
      ['Receipt no.', payment.receiptNo],
      ['Paid to date this term', formatMoney(payment.paidToDate!)],
      ['Balance after this payment', formatBalance(payment.balanceAfter!)],
      ['Received by', 'Card payment (online)'],
    ]) {
      expect(
        await within(receipt).findByRole('row', { name: `${label} ${value}` }),
      ).toBeInTheDocument();
    }
    expect(within(receipt).getByText(`Receipt ${payment.receiptNo}`)).toBeInTheDocument();
    expect(within(receipt).getByText('Signature and stamp')).toBeInTheDocument();
    // The provider's reference is for the bursary to trace it, not a figure the parent reads.
    expect(within(receipt).queryByRole('row', { name: /^Reference/ })).toBeNull();
    expect(
      within(receipt).getByText(`Provider reference: ${payment.referenceNo}`),
    ).toBeInTheDocument();
  });

  it("makes the payment's school the current one", async () => {
    const payments = await demoRecord('payments', 0).then(() =>
      readCollection(localStorage, 'payments'),
    );
    const { school } = await renderScreen(<PaymentPage />, {
      route: `/payments/${payments.at(-1)!._id}`,
      path,
    });
    const payment = payments.at(-1)!;
    expect(school!._id).not.toBe(payment.schoolId);
    await screen.findByRole('heading', { level: 1, name: `Payment for ${payment.studentName}` });
    await waitFor(() => expect(useCurrentSchoolStore.getState().schoolId).toBe(payment.schoolId));
  });

  it('shows a not-found state for an unknown id', async () => {
    await renderScreen(<PaymentPage />, { route: '/payments/gone', path });
    expect(
      await screen.findByRole('heading', { name: 'This payment was not found' }),
    ).toBeInTheDocument();
    expectLinks({ 'Back to payments': '/payments' });
    expect(screen.queryByRole('region', { name: 'Payment receipt' })).toBeNull();
  });
});
