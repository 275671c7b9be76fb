/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { formatBalance, formatSchoolDateTime, PAY_LINK_INVALID } from '@fees/shared-data';
import { payAtProvider } from '@fees/shared-data/testing';
import { arrangeClassroomWithStudent, renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PayLinkPage } from './pay-link-page';
import { PayLinkReceiptView } from './pay-link-receipt';

// The parent's page against the real API: a link the school revoked, one it never issued, and
// the receipt the API gives for a link paid (the card provider is the one fake).

const screens = (
  <Routes>
    <Route path="pay/:token" element={<PayLinkPage />} />
  </Routes>
);

describe('PayLinkPage in account mode', () => {
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

  it("the receipt of a link paid gives the school's receipt number, what was paid and is left, in Lagos time", async () => {
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
        return { student, receipt };
      },
    });
    const { student, receipt } = arranged;
    rerender(<PayLinkReceiptView receipt={receipt} mailed />);
    const table = await screen.findByRole('table');
    expect(receipt.receiptNo).toMatch(/^[A-Z0-9]{1,3}-000001$/);
    for (const name of [
      `Receipt no. ${receipt.receiptNo}`,
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
