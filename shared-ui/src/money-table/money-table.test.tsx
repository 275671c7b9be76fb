import { render, screen, within } from '@testing-library/react';
import { MoneyTable } from './money-table';

describe('MoneyTable', () => {
  it('is a real table: named by its caption, a header per row and column, the total in its foot', () => {
    render(
      <MoneyTable
        caption="By method"
        headers={['Method', 'Amount', 'Payments']}
        rows={[
          { key: 'cash', label: 'Cash', amounts: ['NGN 25,000', '2'] },
          { key: 'transfer', label: 'Bank transfer', amounts: ['NGN 41,000', '1'] },
        ]}
        total={{ label: 'Total', amounts: ['NGN 66,000', '3'] }}
        busy
      />,
    );
    const table = screen.getByRole('table', { name: 'By method' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Method', 'Amount', 'Payments']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Cash', 'NGN 25,000', '2'],
      ['Bank transfer', 'NGN 41,000', '1'],
      ['Total', 'NGN 66,000', '3'],
    ]);
    expect(
      within(rows[2]!).getByRole('rowheader', { name: 'Total' }).closest('tfoot'),
    ).not.toBeNull();
  });
});
