import {
  EndedPayLinkError,
  formatMoney,
  getSource,
  readCollection,
  termLabel,
  useSessionStore,
} from '@fees/shared-data';
import { outstandingFee, sumNaira } from '@fees/shared-data/core';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import { ShareFamilyPayLinkButton } from './share-family-pay-link-button';

// The guest demo, the button drawn alone as the family's page draws it: the family's id and name
// are all it is given.

/** The demo's first school's Danjuma family, what its children owe together, and the term. */
async function demoFamily() {
  await useSessionStore.getState().loginGuest();
  const school = readCollection(localStorage, 'schools')[0]!;
  const source = getSource();
  const family = (await source.listFamilies(school._id, { q: 'Danjuma' })).items[0]!;
  const children = readCollection(localStorage, 'students').filter(
    (student) => student.familyId === family._id,
  );
  const owed = sumNaira(
    children.map((child) => outstandingFee(child.totalFeesExpected, child.totalPaidFees)),
  );
  // Each child's arrears left: this term's payments meet them first.
  const arrears = sumNaira(
    children.map((child) =>
      Math.min(
        outstandingFee(child.totalFeesExpected, child.totalPaidFees),
        Math.max(0, child.broughtForward - child.totalPaidFees),
      ),
    ),
  );
  const term = (await source.listTerms(school._id)).find((t) => t.status === 'current')!;
  return { family, school, owed, arrears, term: termLabel(term) };
}

/** Opens the dialog and waits for its link and message; returns the dialog and the link. */
async function openShare(user: Awaited<ReturnType<typeof renderScreen>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Share pay link' }));
  const dialog = screen.getByRole('dialog', { name: 'Share pay link' });
  const box = within(dialog).getByRole('textbox', { name: 'Pay link' }) as HTMLInputElement;
  await waitFor(() => expect(box.value).toMatch(/\/pay\/family\/[\w-]{32}\?demo$/));
  await within(dialog).findByRole('link', { name: 'Share on WhatsApp' });
  return { dialog, box, url: box.value };
}

describe('ShareFamilyPayLinkButton in the guest demo', () => {
  it("issues a family link, and sends one message naming the family, what its children owe, the school and term, without 'E-mail to parent'", async () => {
    const { family, school, owed, arrears, term } = await demoFamily();
    expect(arrears).toBeGreaterThan(0);
    const { user, source } = await renderScreen(<ShareFamilyPayLinkButton family={family} />);
    const { dialog, url } = await openShare(user);
    expect(dialog).toHaveAccessibleDescription(
      `Whoever opens this link can pay the fees of every child of ${family.name} by card, and see nothing else.`,
    );
    expect(url.startsWith(`${window.location.origin}/pay/family/`)).toBe(true);
    expect(
      within(dialog).getByText(
        /^This demo link opens in this browser only: .* A school's own links work for 30 days\.$/,
      ),
    ).toBeVisible();
    // No 'E-mail to parent': the family's 'Send reminder' mails its parent.
    const controls = [...dialog.querySelectorAll('button, a')].map(
      (control) => control.getAttribute('aria-label') ?? control.textContent,
    );
    expect(controls).toEqual([
      'Copy link',
      'Share on WhatsApp',
      'Copy message',
      'Revoke link',
      'Close',
    ]);

    const message = `Balance due for ${family.name}'s children: ${formatMoney(owed)} (${formatMoney(arrears)} from earlier terms) at ${school.name}, ${term}. Pay by card: ${url}`;
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/234${family.phoneNo.slice(1)}?text=${encodeURIComponent(message)}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy message' }));
    expect(await navigator.clipboard.readText()).toBe(message);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    // The link opens the family's page.
    const token = new URL(url).pathname.split('/pay/family/')[1]!;
    expect((await source.getFamilyPayLink(token)).familyName).toBe(family.name);
  });

  it("'Revoke link' asks first, then ends every earlier link of the family and shows a new one", async () => {
    const { family, school } = await demoFamily();
    const { user, source } = await renderScreen(<ShareFamilyPayLinkButton family={family} />);
    const { dialog, box, url } = await openShare(user);
    const revoke = within(dialog).getByRole('button', { name: 'Revoke link' });

    await user.click(revoke);
    const question = screen.getByRole('dialog', { name: 'Revoke this pay link?' });
    expect(question).toHaveAccessibleDescription(
      "The parent's link, and every earlier link for this family, stops working at once. You can share the new link shown next.",
    );
    await user.click(within(question).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(box.value).not.toBe(url));
    expect(box.value).toMatch(/\/pay\/family\/[\w-]{32}\?demo$/);
    await waitFor(() => expect(revoke).toHaveFocus());
    expect(
      await screen.findByText('Earlier links no longer work. This is the new link.'),
    ).toBeInTheDocument();
    const ended = await source
      .getFamilyPayLink(new URL(url).pathname.split('/pay/family/')[1]!)
      .catch((error: unknown) => error);
    expect(ended).toBeInstanceOf(EndedPayLinkError);
    expect(ended).toMatchObject({ school: { name: school.name } });
    const fresh = await source.getFamilyPayLink(
      new URL(box.value).pathname.split('/pay/family/')[1]!,
    );
    expect(fresh.familyName).toBe(family.name);
  });
});
