import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilterMenu } from './filter-menu';

function Harness() {
  const [sexes, setSexes] = useState<string[]>([]);
  const [rooms, setRooms] = useState<string[]>(['kg1']);
  return (
    <>
      <FilterMenu
        groups={[
          {
            label: 'Sex',
            options: [
              { value: 'Male', label: 'M' },
              { value: 'Female', label: 'F' },
            ],
            selected: sexes,
            onChange: setSexes,
          },
          {
            label: 'Class',
            options: [
              { value: 'kg1', label: 'KG1' },
              { value: 'kg2', label: 'KG2' },
            ],
            selected: rooms,
            onChange: setRooms,
          },
        ]}
      />
      <output>{JSON.stringify({ sexes, rooms })}</output>
    </>
  );
}

describe('FilterMenu', () => {
  it('ticks and unticks boxes by keyboard, stays open, and counts the ticks', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Filter (1)' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemcheckbox', { name: 'KG1' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'F' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'KG1' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    // The page beside the open menu stays readable: the menu is not modal.
    expect(screen.getByRole('status')).toHaveTextContent('{"sexes":["Female"],"rooms":[]}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toHaveFocus();
  });

  it('clears every group at once', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'M' }));
    await user.click(screen.getByRole('menuitem', { name: 'Clear filters' }));
    expect(screen.getByRole('status')).toHaveTextContent('{"sexes":[],"rooms":[]}');
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });
});
