import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollingTable } from './scrolling-table';

describe('ScrollingTable', () => {
  it('is a real table in a box named by its caption, which the keyboard can reach', async () => {
    render(
      <ScrollingTable caption="Staff of Oakwood" minWidth="36rem" busy>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">ada@oakwood.ng</th>
          </tr>
        </tbody>
      </ScrollingTable>,
    );
    const box = screen.getByRole('region', { name: 'Staff of Oakwood' });
    expect(box).toHaveAttribute('aria-busy', 'true');
    const table = within(box).getByRole('table', { name: 'Staff of Oakwood' });
    expect(within(table).getByRole('rowheader', { name: 'ada@oakwood.ng' })).toBeVisible();
    await userEvent.tab();
    expect(box).toHaveFocus();
  });
});
