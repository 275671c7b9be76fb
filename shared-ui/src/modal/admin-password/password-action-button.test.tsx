import { ForbiddenError } from '@fees/shared-data';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordActionButton } from './password-action-button';

const PASSWORD = 'owner-pass';

/** A list whose lines each leave it once their action is confirmed, as staff and late fees do. */
function Lines() {
  const [lines, setLines] = useState(['ada@example.com', 'obi@example.com']);
  return (
    <>
      <h2 tabIndex={-1} id="heading">
        Staff
      </h2>
      <ul>
        {lines.map((email) => (
          <li key={email}>
            {email}
            <PasswordActionButton
              action="Remove"
              label={`Remove ${email}`}
              title={`Remove ${email} from the staff?`}
              description="They lose access to this school at once."
              busy={false}
              onConfirm={async (password) => {
                if (password !== PASSWORD) throw new ForbiddenError('Incorrect password');
                setLines((now) => now.filter((line) => line !== email));
              }}
              onGone={() => document.getElementById('heading')?.focus()}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

describe('PasswordActionButton', () => {
  it('keeps the dialog open with a wrong password said under its field', async () => {
    const user = userEvent.setup();
    render(<Lines />);
    await user.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove ada@example.com from the staff?' });
    expect(dialog).toHaveAccessibleDescription('They lose access to this school at once.');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      'Incorrect password',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('acts on the right password and puts focus where onGone says once its line has left', async () => {
    const user = userEvent.setup();
    render(<Lines />);
    await user.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    await user.type(screen.getByLabelText('Password'), `${PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Staff' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('obi@example.com')).toBeInTheDocument();
  });

  it('returns focus to its button when cancelled', async () => {
    const user = userEvent.setup();
    render(<Lines />);
    const remove = screen.getByRole('button', { name: 'Remove obi@example.com' });
    await user.click(remove);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
  });
});
