/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import {
  feePercent,
  formatDay,
  formatMoney,
  formatPercent,
  schoolToday,
  termLabel,
} from '@fees/shared-data';
import { outstandingFee, sumNaira } from '@fees/shared-data/core';
import {
  arrangeClassroomWithStudent,
  renderScreen,
  type ArrangeContext,
} from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { TermOverviewPage } from './term-overview-page';

// Signed in to the real API, in a school of the test's own: the report is the server's SQL.

/** A class of one student, who pays in cash and by transfer today, kobo and all. */
async function cashAndTransferToday(context: ArrangeContext) {
  const { room, student } = await arrangeClassroomWithStudent(context);
  const { source, password } = context;
  const paid = { cash: 12500.5, transfer: 7250.25 };
  for (const method of ['cash', 'transfer'] as const) {
    await source.recordOfflinePayment(
      {
        ...{ schoolId: context.school!._id, studentId: student._id, amount: paid[method], method },
        ...{ receivedOn: schoolToday(), depositorName: 'Ngozi Obi', email: '' },
        purpose: 'School fees this term',
        externalReference: method === 'transfer' ? `NIP${Date.now()}` : '',
      },
      password!,
    );
  }
  const [term] = await source.listTerms(context.school!._id);
  return { room, paid, term: term! };
}

/** Each row of a table as its cells read, the header's first. */
function lines(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('TermOverviewPage in account mode', () => {
  it("counts today's cash and transfer in Collected, in the class's row and in today's row", async () => {
    const { arranged } = await renderScreen(<TermOverviewPage />, {
      session: 'account',
      route: '/reports',
      arrange: cashAndTransferToday,
    });
    const { room, paid, term } = arranged;
    const collected = sumNaira([paid.cash, paid.transfer]);
    const name = termLabel(term);

    const region = await screen.findByRole('region', { name });
    const collectedFigure = within(region)
      .getAllByRole('term')
      .find((figure) => figure.textContent === 'Collected');
    expect(collectedFigure?.nextElementSibling).toHaveTextContent(formatMoney(collected));
    expect(lines(screen.getByRole('table', { name: `Fees by class, ${name}` }))[1]).toEqual([
      room.name,
      '1',
      formatMoney(room.classFees),
      formatMoney(collected),
      formatMoney(outstandingFee(room.classFees, collected)),
      formatPercent(feePercent(collected, room.classFees)!),
    ]);
    expect(lines(screen.getByRole('table', { name: `Collections by day, ${name}` }))).toEqual([
      ['Day', 'Cash', 'Bank transfer', 'Day total', 'Running total'],
      [
        formatDay(schoolToday()),
        formatMoney(paid.cash),
        formatMoney(paid.transfer),
        formatMoney(collected),
        formatMoney(collected),
      ],
    ]);
    expect(
      screen.getByRole('img', {
        name: `Collections by day: ${formatMoney(collected)} on ${formatDay(schoolToday())}; the most on ${formatDay(schoolToday())}, ${formatMoney(collected)}`,
      }),
    ).toBeInTheDocument();
  });
});
