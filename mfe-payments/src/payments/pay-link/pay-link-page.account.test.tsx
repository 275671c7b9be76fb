/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { PAY_LINK_INVALID } from '@fees/shared-data';
import { arrangeClassroomWithStudent, renderScreen } from '@fees/shared-ui/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PayLinkPage } from './pay-link-page';

// The parent's page against the real API: a link the school revoked, and one it never issued.

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
});
