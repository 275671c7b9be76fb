import { render, screen, within } from '@testing-library/react';
import { StatementTermTable } from './statement-term-table';

describe('StatementTermTable', () => {
  it('lists a term as a ledger: brought forward, charges, payments and the balance left', () => {
    render(
      <StatementTermTable
        term={{
          termId: 't2',
          session: '2026/2027',
          name: 'Second term',
          broughtForward: 15000,
          charges: [
            { name: 'Class fee', amount: 45000 },
            { name: 'Discount (10%)', amount: -4500 },
            { name: 'School bus', amount: 30000 },
          ],
          payments: [{ _id: 'p1', amount: 50000, method: 'transfer', receivedOn: '2027-01-12' }],
          balance: 35500,
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Second term 2026/2027' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemAmount',
      'Brought forwardNGN 15,000 arrears',
      'Class feeNGN 45,000',
      'Discount (10%)NGN -4,500',
      'School busNGN 30,000',
      'Bank transfer received 12-01-2027NGN -50,000',
      'BalanceNGN 35,500',
    ]);
  });

  it('shows a credit carried in and left', () => {
    render(
      <StatementTermTable
        term={{
          termId: 't3',
          session: '2026/2027',
          name: 'Third term',
          broughtForward: -5000,
          charges: [{ name: 'Class fee', amount: 4000 }],
          payments: [],
          balance: -1000,
        }}
      />,
    );
    expect(screen.getByRole('row', { name: 'Brought forward NGN 5,000 credit' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Balance NGN 1,000 credit' })).toBeVisible();
  });
});
