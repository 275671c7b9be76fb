import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { Modal } from './modal';

function WithTrigger() {
  return (
    <>
      <button type="button">Before</button>
      <Modal
        trigger={<Button>Open note</Button>}
        title="Guest mode"
        description="Your data stays in this browser and is cleared on logout."
      >
        <input aria-label="Your name" />
        <button type="button">Agree</button>
      </Modal>
    </>
  );
}

function Controlled({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save school
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Saving" dismissible={dismissible}>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open note' }));
    const dialog = screen.getByRole('dialog', { name: 'Guest mode' });
    expect(dialog).toHaveAccessibleDescription(
      'Your data stays in this browser and is cleared on logout.',
    );
  });

  it('moves focus in, traps it, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    await user.tab();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Open note' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');

    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Agree' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    await user.click(screen.getByRole('button', { name: 'Open note' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open note' })).toHaveFocus();
  });

  it('hides the page behind it from assistive tech while open', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    await user.click(screen.getByRole('button', { name: 'Open note' }));
    expect(screen.queryByRole('button', { name: 'Before' })).not.toBeInTheDocument();
  });

  it('returns focus to the control that was focused when opened without a trigger', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Save school' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cannot be dismissed while it is not dismissible', async () => {
    const user = userEvent.setup();
    render(<Controlled dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Save school' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('given an opener, is opened by a button of those words, which has the focus back on close', async () => {
    const user = userEvent.setup();
    render(<Modal opener="Change term" title="Change the current term" />);
    const opener = screen.getByRole('button', { name: 'Change term' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Change the current term' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
