import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailsTable } from './details-table';

const rows = [
  { label: 'Name', value: 'Greenfield Academy' },
  { label: 'Address', value: '12 Allen Avenue, Ikeja' },
  { label: 'Total fees', value: 'NGN 1,250,000' },
];

describe('DetailsTable', () => {
  it('shows a real table of label/value rows named by its title', () => {
    render(<DetailsTable title="School details" rows={rows} />);
    const table = screen.getByRole('table', { name: /^School details/ });
    const [first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'Greenfield Academy' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'School details' })).toBeInTheDocument();
  });

  it('draws the fees-paid ring with its number, an accessible label and the sums', () => {
    render(
      <DetailsTable
        title="Student details"
        rows={rows}
        fees={{ paid: 42_000, expected: 100_000 }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Fees paid: 42%' })).toHaveTextContent('42%');
    expect(screen.getByRole('heading', { name: /Student details/ })).toHaveTextContent(
      'NGN 42,000 of NGN 100,000 paid',
    );
  });

  it('clamps the ring at 100% when more than expected is paid', () => {
    render(
      <DetailsTable title="Student details" rows={rows} fees={{ paid: 1_400, expected: 1_000 }} />,
    );
    expect(screen.getByRole('img', { name: 'Fees paid: 100%' })).toBeInTheDocument();
  });

  it('says nothing is expected yet when no fee is due', () => {
    render(<DetailsTable title="School details" rows={rows} fees={{ paid: 0, expected: 0 }} />);
    expect(screen.getByRole('heading', { name: /School details/ })).toHaveTextContent(
      'Nothing expected yet',
    );
  });

  it('has no ring when no percentage is given', () => {
    render(<DetailsTable title="Payment details" rows={rows} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("toggles with 'Hide Details' / 'Show Details', wired with aria-expanded and aria-controls", async () => {
    const user = userEvent.setup();
    render(<DetailsTable title="School details" rows={rows} fees={{ paid: 10, expected: 100 }} />);

    const hide = screen.getByRole('button', { name: 'Hide Details' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(hide.getAttribute('aria-controls')!);
    expect(region).toContainElement(screen.getByRole('table'));

    await user.click(hide);
    const show = screen.getByRole('button', { name: 'Show Details' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(region).toHaveAttribute('data-state', 'closed');
    // The ring stays visible while the rows are hidden.
    expect(screen.getByRole('img', { name: 'Fees paid: 10%' })).toBeInTheDocument();

    await user.click(show);
    expect(screen.getByRole('button', { name: 'Hide Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('table', { name: /^School details/ })).toBeInTheDocument();
  });

  it('toggles from the keyboard with Enter and Space; focus stays on the toggle', async () => {
    const user = userEvent.setup();
    render(
      <DetailsTable
        title="Classroom details"
        rows={[{ label: 'Students', value: <a href="/students?classroom=c1">View students</a> }]}
        defaultExpanded={false}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show Details' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide Details' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'View students' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Show Details' })).toHaveFocus();
  });

  it('makes collapsed rows inert, so their links leave the tab order', async () => {
    const user = userEvent.setup();
    render(<DetailsTable title="School details" rows={rows} />);
    const toggle = screen.getByRole('button', { name: 'Hide Details' });
    const region = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(region).not.toHaveAttribute('inert');
    await user.click(toggle);
    // jsdom's Tab simulation ignores `inert`; browsers honour it (and CSS hides the rows too).
    expect(region).toHaveAttribute('inert');
    expect(region).toHaveAttribute('aria-hidden', 'true');
  });

  it('can start collapsed', () => {
    render(<DetailsTable title="School details" rows={rows} defaultExpanded={false} />);
    expect(screen.getByRole('button', { name: 'Show Details' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
