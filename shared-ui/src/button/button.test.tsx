import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('is a real button named by its text, with the default arrow hidden from assistive tech', () => {
    render(<Button>Register school</Button>);
    const button = screen.getByRole('button', { name: 'Register school' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is 190 px wide (fixed), primary and without shadow by default', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('button', 'primary', 'fixed');
    expect(button).not.toHaveClass('shadow');
  });

  it('offers the light style, full width and a shadow', () => {
    render(
      <Button variant="light" width="full" shadow>
        View School
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'View School' })).toHaveClass(
      'light',
      'full',
      'shadow',
    );
  });

  it('can drop the icon or take another one', () => {
    render(
      <>
        <Button icon={null}>Cancel</Button>
        <Button icon={<span data-testid="own-icon">+</span>}>Add</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).querySelector('svg')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add' })).toContainElement(
      screen.getByTestId('own-icon'),
    );
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Pay Fees</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pay Fees' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("shows the busy text and is disabled while busy ('Creating...')", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button busy busyText="Creating..." onClick={onClick}>
        Register
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Creating...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Register')).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("shows '...' while busy when no busy text is given", () => {
    render(<Button busy>Make payment</Button>);
    expect(screen.getByRole('button', { name: '...' })).toBeDisabled();
  });

  it('submits its form when it is a submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit} aria-label="School">
        <Button type="submit">Register</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
