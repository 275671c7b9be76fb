import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DeleteRecordDialog } from '../delete-record-button/delete-record-dialog';
import { ActionMenu } from './action-menu';

function Harness({ onDelete }: { onDelete: (password: string) => Promise<unknown> }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <MemoryRouter initialEntries={['/students/s1']}>
      <Routes>
        <Route
          path="/students/s1"
          element={
            <>
              <ActionMenu
                items={[
                  { label: 'View payments', to: '/payments?student=s1' },
                  { label: 'Edit student', to: '/students/s1/edit' },
                  { label: 'Delete student', onSelect: () => setDeleting(true), tone: 'danger' },
                ]}
              />
              <DeleteRecordDialog
                resource="student"
                warning="Ada will be removed from Primary3."
                onDelete={onDelete}
                busy={false}
                open={deleting}
                onOpenChange={setDeleting}
              />
            </>
          }
        />
        <Route path="/students/s1/edit" element={<h1>Edit page</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

function renderMenu(onDelete: (password: string) => Promise<unknown> = jest.fn()) {
  const user = userEvent.setup();
  render(<Harness onDelete={onDelete} />);
  return { user, more: screen.getByRole('button', { name: 'More' }) };
}

describe('ActionMenu', () => {
  it('opens by keyboard, moves with the arrows, and Escape gives focus back to More', async () => {
    const { user, more } = renderMenu();
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    more.focus();
    await user.keyboard('{Enter}');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'View payments',
      'Edit student',
      'Delete student',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
  });

  it('holds real links: Enter on one goes there', async () => {
    const { user, more } = renderMenu();
    more.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'View payments' })).toHaveAttribute(
      'href',
      '/payments?student=s1',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Edit page' })).toBeInTheDocument();
  });

  it('opens a dialog from an item once the menu has closed, and focus returns to More', async () => {
    const onDelete = jest.fn().mockResolvedValue(undefined);
    const { user, more } = renderMenu(onDelete);
    more.focus();
    await user.keyboard('{Enter}{End}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this student?' });
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(more).toHaveFocus());
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Delete student' }));
    await user.type(await screen.findByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('Secret123');
  });
});
