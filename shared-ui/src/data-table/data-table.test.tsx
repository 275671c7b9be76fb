import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from './data-table';

type Pupil = { id: string; name: string; fees: number };

const columns: DataColumn<Pupil>[] = [
  { key: 'name', header: 'Name', cell: (pupil) => pupil.name },
  { key: 'fees', header: 'Fees paid', cell: (pupil) => `NGN ${pupil.fees}`, align: 'end' },
];

const pupils: Pupil[] = Array.from({ length: 5000 }, (_, index) => ({
  id: `p${index}`,
  name: `Pupil ${index}`,
  fees: index * 10,
}));

function renderTable(rows = pupils, onNearEnd?: () => void) {
  const opened: string[] = [];
  render(
    <DataTable
      caption="Students of Greenfield Academy"
      columns={columns}
      rows={rows}
      total={rows.length}
      rowKey={(pupil) => pupil.id}
      onRowActivate={(pupil) => opened.push(pupil.id)}
      onNearEnd={onNearEnd}
    />,
  );
  return { opened, user: userEvent.setup() };
}

describe('DataTable', () => {
  it('is a named table with column headers that renders only some of 5,000 rows', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Students of Greenfield Academy' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(within(table).getByRole('columnheader', { name: 'Fees paid' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThan(50);
    expect(within(table).getByRole('row', { name: 'Pupil 0 NGN 0' })).toHaveAttribute(
      'aria-rowindex',
      '2',
    );
  });

  it('opens a row by click', async () => {
    const { opened, user } = renderTable();
    await user.click(screen.getByRole('cell', { name: 'Pupil 1' }));
    expect(opened).toEqual(['p1']);
  });

  it('puts one row in the Tab order; arrows move, Enter and Space open', async () => {
    const { opened, user } = renderTable();
    await user.tab();
    expect(screen.getByRole('row', { name: 'Pupil 0 NGN 0' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('row', { name: 'Pupil 2 NGN 20' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('row', { name: 'Pupil 1 NGN 10' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toEqual(['p1', 'p1']);
    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('row', { name: 'Pupil 0 NGN 0' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('without a way to open rows, keeps them out of the Tab order and lets the box scroll', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        caption="Students in the file"
        columns={columns}
        rows={pupils.slice(0, 3)}
        rowKey={(pupil) => pupil.id}
      />,
    );
    await user.tab();
    expect(screen.getByRole('region', { name: 'Students in the file' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('asks for more rows when the last loaded ones are in view', () => {
    const onNearEnd = jest.fn();
    renderTable(pupils.slice(0, 5), onNearEnd);
    expect(onNearEnd).toHaveBeenCalled();
  });

  it('makes a sortable header a button in its header cell, which says the order', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const table = (direction?: 'ascending' | 'descending') => (
      <DataTable
        caption="Students of Greenfield Academy"
        columns={[
          columns[0]!,
          { ...columns[1]!, sort: { direction, onSort: () => asked.push('fees') } },
        ]}
        rows={pupils}
        rowKey={(pupil) => pupil.id}
      />
    );
    const { rerender } = render(table());
    const header = screen.getByRole('columnheader', { name: 'Fees paid' });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    const button = within(header).getByRole('button', { name: 'Fees paid' });
    const box = screen.getByRole('region', { name: 'Students of Greenfield Academy' });
    box.scrollTop = 5000;
    fireEvent.scroll(box);
    await user.click(button);
    // Another order is shown from its top, and the header keeps the focus to step it again.
    expect(box.scrollTop).toBe(0);
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(asked).toEqual(['fees', 'fees']);
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).toBe(
      null,
    );

    rerender(table('descending'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(header).toHaveTextContent('Fees paid↓');
    rerender(table('ascending'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(header).toHaveTextContent('Fees paid↑');
  });

  it('does not ask for more while the end is far away', () => {
    const onNearEnd = jest.fn();
    renderTable(pupils, onNearEnd);
    expect(onNearEnd).not.toHaveBeenCalled();
  });
});
