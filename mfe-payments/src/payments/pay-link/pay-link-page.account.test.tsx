/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { schoolToday } from '@fees/shared-data';
import { formatBalance, formatSchoolDateTime, PAY_LINK_INVALID } from '@fees/shared-data/core';
import { payAtProvider } from '@fees/shared-data/testing';
import {
  arrangeClassroomWithStudent,
  arrangeLateStudent,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PayLinkPage } from './pay-link-page';
import { PayLinkReceiptView } from './pay-link-receipt/pay-link-receipt';

// The parent's page against the real API: a paid-up child's link, a link the school revoked, one it
// never issued, and the receipt the API gives for a link paid (the card provider is the one fake).

const screens = (
  <Routes>
    <Route path="pay/:token" element={<PayLinkPage />} />
  </Routes>
);

describe('PayLinkPage in account mode', () => {
  it("a fully paid child's link says so before the checkout and asks before paying ahead", async () => {
    const { user } = await renderScreen(screens, {
      session: 'account',
      arrange: async (context) => {
        const { student } = await arrangeClassroomWithStudent(context);
        await context.source.recordOfflinePayment(
          {
            ...{ schoolId: context.school!._id, studentId: student._id, method: 'cash' },
            ...{ amount: 40000, receivedOn: schoolToday(), externalReference: '' },
            ...{ depositorName: 'Ngozi Obi', email: '', purpose: 'School fees this term' },
          },
          context.password!,
        );
        return context.source.sharePayLink(student._id);
      },
      route: ({ token }) => `/pay/${token}`,
    });
    const paid = await screen.findByText('Fees fully paid for this term');
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(paid.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(screen.getByRole('table')).getByRole('row', { name: 'Outstanding NGN 0' }),
    ).toBeVisible();
    expect(amount).toHaveValue(null);
    expect(screen.queryByText(/ due by | was due on /)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay full balance/ })).toBeNull();

    await user.type(amount, '10000');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Eze');
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'ngozi@example.com');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    const ask = screen.getByRole('dialog', { name: 'Pay more than the balance?' });
    expect(ask).toHaveAccessibleDescription(
      'Nothing is owed: the balance is NGN 0. The NGN 10,000 becomes a credit for the next term.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByRole('dialog', { name: 'Please confirm student information before proceeding.' }),
    ).toBeVisible();
  });

  it('says what is left and by when above the card form, and asks for what is due now', async () => {
    const { arranged } = await renderScreen(screens, {
      session: 'account',
      arrange: async (context) => {
        const late = await arrangeLateStudent(context);
        return { ...late, ...(await context.source.sharePayLink(late.student._id)) };
      },
      route: ({ token }) => `/pay/${token}`,
    });
    const notice = await screen.findByText(arranged.sentence);
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(notice.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(amount).toHaveValue(arranged.dueNow);
  });

  it('a revoked link names the school and its phone to ask for a new one', async () => {
    const { arranged, school, account } = await renderScreen(screens, {
      session: 'account',
      arrange: async (context) => {
        const { student } = await arrangeClassroomWithStudent(context);
        const { token } = await context.source.sharePayLink(student._id);
        await context.source.revokePayLinks(student._id);
        return { student, token };
      },
      route: ({ token }) => `/pay/${token}`,
    });
    const phone = account!.phone;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This payment link was revoked or has expired. Ask ${school!.name} (${phone}) for a new one.`,
    );
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
    expect(screen.queryByText(arranged.student.fullname)).toBeNull();
  });

  it('a link that never existed says only that it is no longer valid', async () => {
    await renderScreen(screens, {
      session: 'account',
      school: null,
      route: `/pay/${'B'.repeat(32)}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PAY_LINK_INVALID);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("a guest demo's link opened outside the demo says why it cannot open here", async () => {
    await renderScreen(screens, {
      session: 'account',
      school: null,
      route: `/pay/${'C'.repeat(32)}?demo`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This link was made in the Fees Manager guest demo, which keeps its data in the browser that made it, so it opens only there\./,
    );
  });

  it("the receipt of a link paid gives the school's receipt number, its term, what was paid and is left, in Lagos time", async () => {
    const { arranged, rerender } = await renderScreen(<></>, {
      session: 'account',
      arrange: async (context) => {
        const { student } = await arrangeClassroomWithStudent(context);
        const { token } = await context.source.sharePayLink(student._id);
        const details = {
          amount: 4000,
          depositorName: 'Ngozi Okafor',
          email: 'ngozi@example.com',
          purpose: 'Second term tuition',
        };
        const { reference } = await context.source.initializeLinkPayment(token, details);
        await payAtProvider(reference, 400_000);
        const receipt = await context.source.recordLinkPayment(token, {
          details,
          checkout: { reference, status: 'success', message: 'Approved', transaction: '1' },
        });
        const { term } = await context.source.getPayLink(token);
        return { student, receipt, term };
      },
    });
    const { student, receipt, term } = arranged;
    rerender(<PayLinkReceiptView receipt={receipt} term={term} mailed />);
    const table = await screen.findByRole('table');
    expect(receipt.receiptNo).toMatch(/^[A-Z0-9]{1,3}-000001$/);
    for (const name of [
      `Receipt no. ${receipt.receiptNo}`,
      `Term ${term}`,
      'Paid to date this term NGN 4,000',
      `Balance after this payment ${formatBalance(student.totalFeesExpected - 4000)}`,
      `Date ${formatSchoolDateTime(receipt.updatedAt)}`,
    ]) {
      expect(within(table).getByRole('row', { name })).toBeVisible();
    }
    expect(formatSchoolDateTime(receipt.updatedAt)).toMatch(/ WAT$/);
    expect(screen.getByText(/this receipt was e-mailed to ngozi@example\.com/)).toBeVisible();
  });
});
