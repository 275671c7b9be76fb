import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportCsvButton } from './export-csv-button';

describe('ExportCsvButton', () => {
  it('is a light Export CSV button without an arrow that exports when pressed', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<ExportCsvButton busy={false} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).toHaveClass('light', 'auto');
    expect(button.querySelector('svg')).toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('reads Exporting... and cannot be pressed while the file is made', () => {
    render(<ExportCsvButton busy onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
  });

  it('cannot be pressed while there is nothing to export', () => {
    render(<ExportCsvButton busy={false} disabled onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
