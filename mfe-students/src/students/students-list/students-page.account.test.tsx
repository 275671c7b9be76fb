/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { StudentsPage } from './students-page';
import { ibekweSiblings } from '../testing/siblings';

// Signed in to the real API, in a school of the test's own.

describe('StudentsPage in account mode', () => {
  it("shows a child charged a sibling discount with both discounts, not 'Discount 0%'", async () => {
    await renderScreen(<StudentsPage />, {
      session: 'account',
      route: '/students?q=Ibekwe',
      arrange: ibekweSiblings,
    });
    const list = await screen.findByRole('table', { name: /^Students of / });
    expect(
      await within(list).findByRole('row', { name: /^Ibekwe Chidi .* 0% \+ 10% sibling Female$/ }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('row', { name: /^Ibekwe Ada .* 0% Female$/ }),
    ).toBeInTheDocument();
  });
});
