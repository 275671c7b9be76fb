/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { schoolToday, termLabel } from '@fees/shared-data';
import { formatBalance } from '@fees/shared-data/core';
import { payAtProvider } from '@fees/shared-data/testing';
import { arrangeClassroomWithStudent, renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { PaymentPage } from './payment-page';

// Signed in to the real API; the card provider (the one fake) charges less than was asked.

describe('PaymentPage in account mode', () => {
  it('shows a short card charge as what was charged of what was asked, and its receipt number, paid to date and balance after, on the page and the receipt', async () => {
    const { source, arranged } = await renderScreen(<PaymentPage />, {
      session: 'account',
      arrange: async (context) => {
        const { student } = await arrangeClassroomWithStudent(context);
        const details = {
          schoolId: context.school!._id,
          studentId: student._id,
          amount: 20000,
          depositorName: 'Ngozi Okafor',
          email: 'ngozi@example.com',
          purpose: 'Second term tuition',
        };
        const { reference } = await context.source.initializePayment(details);
        await payAtProvider(reference, 500_000);
        const payment = await context.source.recordPayment({
          details,
          checkout: { reference, status: 'success', message: 'Approved', transaction: '1' },
        });
        return { student, payment };
      },
      route: ({ payment }) => `/payments/${payment._id}`,
      path: '/payments/:paymentId',
    });

    const details = await screen.findByRole('table', { name: /Payment details/ });
    const charged = 'Amount NGN 5,000 charged of NGN 20,000 asked';
    expect(within(details).getByRole('row', { name: charged })).toBeVisible();
    expect(screen.getByText(/^NGN 5,000 on .+ — short charge$/)).toBeVisible();
    const receipt = screen.getByRole('region', { name: 'Payment receipt' });
    expect(within(receipt).getByRole('row', { name: charged })).toBeInTheDocument();
    for (const table of [details, receipt]) {
      expect(
        within(table).getByRole('row', { name: 'Received by Card payment (online)' }),
      ).toBeInTheDocument();
    }
    expect(within(details).getByRole('row', { name: 'Status Paid' })).toBeVisible();
    // The school's first receipt, with what the student had paid and still owed after it.
    const { payment, student } = arranged;
    expect(payment.receiptNo).toMatch(/^[A-Z0-9]{1,3}-000001$/);
    for (const table of [details, receipt]) {
      for (const name of [
        `Receipt no. ${payment.receiptNo}`,
        'Paid to date this term NGN 5,000',
        `Balance after this payment ${formatBalance(student.totalFeesExpected - 5000)}`,
      ]) {
        expect(within(table).getByRole('row', { name })).toBeInTheDocument();
      }
    }
    expect(await source.get('students', arranged.student._id)).toMatchObject({
      totalPaidFees: 5000,
    });
  });

  it("names a recorded payment's term, and its recorder by name, on the page and the receipt", async () => {
    const { account, source, school } = await renderScreen(<PaymentPage />, {
      session: 'account',
      arrange: async (context) => {
        const { student } = await arrangeClassroomWithStudent(context);
        const payment = await context.source.recordOfflinePayment(
          {
            ...{ schoolId: context.school!._id, studentId: student._id, amount: 15000 },
            ...{ method: 'cash', receivedOn: schoolToday(), externalReference: '' },
            ...{ depositorName: 'Ngozi Obi', email: '', purpose: 'School fees' },
          },
          context.password!,
        );
        return { payment };
      },
      route: ({ payment }) => `/payments/${payment._id}`,
      path: '/payments/:paymentId',
    });
    const [term] = await source.listTerms(school!._id);
    const name = `${account!.firstname} ${account!.lastname}`;
    const details = await screen.findByRole('table', { name: /Payment details/ });
    const receipt = screen.getByRole('region', { name: 'Payment receipt' });
    for (const table of [details, receipt]) {
      expect(
        await within(table).findByRole('row', { name: `Term ${termLabel(term!)}` }),
      ).toBeInTheDocument();
    }
    expect(
      within(details).getByRole('row', {
        name: new RegExp(`^Recorded by ${name} on \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2} WAT$`),
      }),
    ).toBeVisible();
    expect(within(receipt).getByRole('row', { name: `Received by ${name}` })).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(account!.email))).toBeNull();
  });
});
