import type { Promotions } from '@fees/shared-data/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PromotionTable } from './promotion-table';

const rooms = [
  { _id: 'p5', name: 'Primary5', noOfStudents: 12 },
  { _id: 'p6', name: 'Primary6', noOfStudents: 9 },
  { _id: 'gold', name: 'Gold Class', noOfStudents: 4 },
];

/** The table as the dialog holds it, with what it last reported kept for the test to read. */
function Harness({ initial, seen }: { initial: Promotions; seen: Promotions[] }) {
  const [promotions, setPromotions] = useState(initial);
  return (
    <PromotionTable
      classrooms={rooms}
      promotions={promotions}
      onChange={(next) => {
        seen.push(next);
        setPromotions(next);
      }}
    />
  );
}

describe('PromotionTable', () => {
  it('shows where each class moves, a class not named staying where it is', () => {
    render(<Harness initial={{ p5: 'p6', p6: null }} seen={[]} />);
    const table = screen.getByRole('table', { name: 'Where each class moves for the new session' });
    expect(within(table).getByRole('row', { name: /^Primary5 12 students/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Where Primary5 moves' })).toHaveDisplayValue(
      'Primary6',
    );
    expect(screen.getByRole('combobox', { name: 'Where Primary6 moves' })).toHaveDisplayValue(
      'Leaves the school',
    );
    expect(screen.getByRole('combobox', { name: 'Where Gold Class moves' })).toHaveDisplayValue(
      'Stays in Gold Class',
    );
  });

  it('reports a class sent out of the school as null, and one kept as not named', async () => {
    const user = userEvent.setup();
    const seen: Promotions[] = [];
    render(<Harness initial={{ p5: 'p6', p6: null }} seen={seen} />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Where Gold Class moves' }),
      'Leaves the school',
    );
    expect(seen.at(-1)).toEqual({ p5: 'p6', p6: null, gold: null });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Where Primary5 moves' }),
      'Stays in Primary5',
    );
    expect(seen.at(-1)).toEqual({ p6: null, gold: null });
  });
});
