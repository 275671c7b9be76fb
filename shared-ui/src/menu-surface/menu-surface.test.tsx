import * as Popover from '@radix-ui/react-popover';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuSurface } from './menu-surface';

describe('MenuSurface', () => {
  it('holds its content and passes ARIA through', () => {
    render(
      <MenuSurface role="region" aria-label="Notifications">
        <p>No new payments since you last looked.</p>
      </MenuSurface>,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'No new payments since you last looked.',
    );
  });

  it('can be the content of a Radix popover, which opens from its trigger', async () => {
    const user = userEvent.setup();
    render(
      <Popover.Root>
        <Popover.Trigger>Notifications</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content asChild>
            <MenuSurface spacing="roomy">
              <h2>Notifications</h2>
            </MenuSurface>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Notifications');
  });
});
