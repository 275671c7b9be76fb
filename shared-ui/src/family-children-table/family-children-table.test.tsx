import { render, screen, within } from '@testing-library/react';
import { FamilyChildrenTable } from './family-children-table';

describe('FamilyChildrenTable', () => {
  it("shows each child's class under the name and what earlier terms left under the amount", () => {
    render(
      <FamilyChildrenTable
        caption="Children of Bello family"
        amountHeader="Outstanding"
        rows={[
          {
            key: 'ada',
            name: 'Bello Ada',
            className: 'Primary2',
            amount: 'NGN 41,000',
            note: 'NGN 16,000 still owed from earlier terms',
          },
          { key: 'musa', name: 'Bello Musa', className: 'JSS1', amount: 'NGN 5,000 credit' },
        ]}
        total={{ label: 'Family outstanding', amount: 'NGN 41,000' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Children of Bello family' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Name and classOutstanding',
      'Bello AdaPrimary2NGN 41,000NGN 16,000 still owed from earlier terms',
      'Bello MusaJSS1NGN 5,000 credit',
      'Family outstandingNGN 41,000',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Bello Ada Primary2' })).toBeVisible();
  });

  it('adds a column of what each child has due now when asked, and leaves it out otherwise', () => {
    render(
      <FamilyChildrenTable
        caption="Children of Bello family"
        amountHeader="Balance"
        due={{ header: 'Due now', total: 'NGN 24,000' }}
        rows={[
          {
            key: 'ada',
            name: 'Bello Ada',
            className: 'Primary2',
            amount: 'NGN 41,000',
            dueNow: 'NGN 24,000',
          },
          {
            key: 'musa',
            name: 'Bello Musa',
            className: 'JSS1',
            amount: 'NGN 5,000 credit',
            dueNow: 'NGN 0',
          },
        ]}
        total={{ label: 'Family total', amount: 'NGN 36,000' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Children of Bello family' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Name and classBalanceDue now',
      'Bello AdaPrimary2NGN 41,000NGN 24,000',
      'Bello MusaJSS1NGN 5,000 creditNGN 0',
      'Family totalNGN 36,000NGN 24,000',
    ]);
  });
});
