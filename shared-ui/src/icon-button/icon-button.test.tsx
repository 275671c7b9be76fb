import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseIcon } from '../icons/close-icon';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its label, not by its icon', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <IconButton aria-label="Clear search" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Clear search' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be disabled', () => {
    render(
      <IconButton aria-label="Close" disabled>
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('passes ARIA through, so it can open a menu', () => {
    render(
      <IconButton aria-label="Menu" size="md" variant="outlined" aria-expanded={false}>
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
