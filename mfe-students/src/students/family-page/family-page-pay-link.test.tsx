import { EndedPayLinkError } from '@fees/shared-data';
import { holdAsViewer, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { FamilyPage } from './family-page';
import { danjuma } from '../testing/demo-family';

// The family's pay link from its page in the guest demo; the dialog itself is tested with
// ShareFamilyPayLinkButton in shared-ui.

const path = '/students/families/:familyId';

/** The token at the end of a family link's address. */
const tokenOf = (url: string) => new URL(url).pathname.split('/pay/family/')[1]!;

describe("FamilyPage's pay link", () => {
  it('shares a link that opens the family for its parent, and revoking it ends it', async () => {
    const {
      user,
      source,
      arranged: family,
    } = await renderScreen(<FamilyPage />, {
      arrange: danjuma,
      route: (family) => `/students/families/${family._id}`,
      path,
    });
    await user.click(await screen.findByRole('button', { name: 'Share pay link' }));
    const dialog = screen.getByRole('dialog', { name: 'Share pay link' });
    const box = within(dialog).getByRole('textbox', { name: 'Pay link' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toMatch(/\/pay\/family\/[\w-]{32}\?demo$/));
    const shared = box.value;
    const view = await source.getFamilyPayLink(tokenOf(shared));
    expect(view.familyName).toBe(family.name);
    expect(view.children).toHaveLength(family.children);

    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke this pay link?' })).getByRole('button', {
        name: 'Revoke link',
      }),
    );
    await waitFor(() => expect(box.value).not.toBe(shared));
    await expect(source.getFamilyPayLink(tokenOf(shared))).rejects.toBeInstanceOf(
      EndedPayLinkError,
    );
    expect((await source.getFamilyPayLink(tokenOf(box.value))).familyName).toBe(family.name);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Share pay link' })).toHaveFocus();
  });

  it('is not offered to a viewer', async () => {
    await renderScreen(<FamilyPage />, {
      arrange: async (context) => {
        await holdAsViewer(context.source, context.school!._id);
        return danjuma(context);
      },
      route: (family) => `/students/families/${family._id}`,
      path,
    });
    expect(
      await screen.findByRole('table', { name: 'Children of Mrs Nneka Danjuma' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share pay link' })).toBeNull();
  });
});
