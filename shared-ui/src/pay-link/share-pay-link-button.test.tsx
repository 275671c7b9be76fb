import {
  EndedPayLinkError,
  formatMoney,
  getSource,
  readCollection,
  termLabel,
  useSessionStore,
} from '@fees/shared-data';
import type { Student } from '@fees/shared-data/core';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../testing/render-screen';
import { SharePayLinkButton } from './share-pay-link-button';

// The guest demo; the account-mode twin is share-pay-link-button.account.test.tsx. The button is
// drawn alone, as a report's row draws it: nothing has loaded the student before it opens.

async function demoStudent(pick: (student: Student) => boolean) {
  await useSessionStore.getState().loginGuest();
  const student = readCollection(localStorage, 'students').find(pick);
  if (!student) throw new Error('the demo data has such a student');
  const school = readCollection(localStorage, 'schools').find((s) => s._id === student.schoolId)!;
  const term = (await getSource().listTerms(school._id)).find((t) => t.status === 'current')!;
  return { student, school, term: termLabel(term) };
}

const owes = (student: Student) => student.totalFeesExpected > student.totalPaidFees;
/** Owes this term and still owes some of what the first term left. */
const owesFromFirstTerm = (student: Student) =>
  owes(student) && student.broughtForward > student.totalPaidFees;
/** Owes only this term's fees. */
const owesThisTermOnly = (student: Student) =>
  owes(student) && student.broughtForward <= student.totalPaidFees;

/** WhatsApp's link to a chat with the parent's phone on file ('0803…' is '234803…'). */
const chatWithParent = (student: Student, message: string) =>
  `https://wa.me/234${student.phoneNo.slice(1)}?text=${encodeURIComponent(message)}`;

/** The button for `student`, given only what a report's row has. */
function shareButton(student: Student) {
  return <SharePayLinkButton studentId={student._id} fullname={student.fullname} />;
}

/** Opens the dialog and waits for its link; returns the dialog and the link on screen. */
async function openShare(user: Awaited<ReturnType<typeof renderScreen>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Share pay link' }));
  const dialog = screen.getByRole('dialog', { name: 'Share pay link' });
  const box = within(dialog).getByRole('textbox', { name: 'Pay link' }) as HTMLInputElement;
  await waitFor(() => expect(box.value).toMatch(/\/pay\/[\w-]{32}\?demo$/));
  await within(dialog).findByRole('link', { name: 'Share on WhatsApp' });
  return { dialog, url: box.value, box };
}

/** Every control of the dialog by its name, in the order a keyboard or a reader reaches them. */
function controlNames(dialog: HTMLElement) {
  return [...dialog.querySelectorAll('button, a')].map(
    (control) => control.getAttribute('aria-label') ?? control.textContent,
  );
}

describe('SharePayLinkButton in the guest demo', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('puts Copy link first, then WhatsApp and Copy message with one message, and Revoke link apart', async () => {
    const { student, school, term } = await demoStudent(owesFromFirstTerm);
    const { user } = await renderScreen(shareButton(student));
    const { dialog, url } = await openShare(user);
    expect(dialog).toHaveAccessibleDescription(
      `Whoever opens this link can pay ${student.fullname}'s fees by card, and see nothing else.`,
    );
    expect(url.startsWith(`${window.location.origin}/pay/`)).toBe(true);
    expect(
      within(dialog).getByText(
        /^This demo link opens in this browser only: .* A school's own links work for 30 days\.$/,
      ),
    ).toBeVisible();
    // The demo student has no parent e-mail, so the dialog says how to add one instead.
    expect(within(dialog).getByText(/Add a parent e-mail/)).toBeVisible();
    // This browser has no share sheet, so there is no Share button.
    expect(controlNames(dialog)).toEqual([
      'Copy link',
      'Share on WhatsApp',
      'Copy message',
      'Revoke link',
      'Close',
    ]);

    const owed = formatMoney(student.totalFeesExpected - student.totalPaidFees);
    const arrears = formatMoney(student.broughtForward - student.totalPaidFees);
    const message = `Balance due for ${student.fullname}: ${owed} (${arrears} from First term) at ${school.name}, ${term}. Pay by card: ${url}`;
    const whatsApp = within(dialog).getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', chatWithParent(student, message));
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Copy message' }));
    expect(await navigator.clipboard.readText()).toBe(message);
    expect(await screen.findByText('Message copied: paste it into an SMS.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('says only the balance for a child who owes nothing from earlier terms', async () => {
    const { student, school, term } = await demoStudent(owesThisTermOnly);
    const { user } = await renderScreen(shareButton(student));
    const { dialog, url } = await openShare(user);
    const owed = formatMoney(student.totalFeesExpected - student.totalPaidFees);
    const message = `Balance due for ${student.fullname}: ${owed} at ${school.name}, ${term}. Pay by card: ${url}`;
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      chatWithParent(student, message),
    );
  });

  it("offers the phone's share sheet second, with the same message", async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    const { student, school, term } = await demoStudent(owes);
    const { user } = await renderScreen(shareButton(student));
    const { dialog, url } = await openShare(user);
    expect(controlNames(dialog).slice(0, 3)).toEqual(['Copy link', 'Share', 'Share on WhatsApp']);
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(shared).toEqual([
      {
        title: 'Pay link',
        text: expect.stringMatching(
          new RegExp(
            `^Balance due for ${student.fullname}: .+ at ${school.name}, ${term}\\. Pay by card: `,
          ),
        ),
      },
    ]);
    expect(shared[0]!.text!.endsWith(url)).toBe(true);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("'Revoke link' asks first: Cancel changes nothing, Revoke ends the link, focus comes back", async () => {
    const { student, school } = await demoStudent(owes);
    const { user, source } = await renderScreen(shareButton(student));
    const { dialog, url, box } = await openShare(user);
    const token = new URL(url).pathname.split('/pay/')[1]!;
    const revoke = within(dialog).getByRole('button', { name: 'Revoke link' });

    await user.click(revoke);
    const question = screen.getByRole('dialog', { name: 'Revoke this pay link?' });
    expect(question).toHaveAccessibleDescription(
      "The parent's link, and every earlier link for this student, stops working at once. You can share the new link shown next.",
    );
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(question).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Revoke this pay link?' })).toBeNull();
    expect(revoke).toHaveFocus();
    expect(box.value).toBe(url);
    expect((await source.getPayLink(token)).studentName).toBe(student.fullname);

    await user.click(revoke);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke this pay link?' })).getByRole('button', {
        name: 'Revoke link',
      }),
    );
    await waitFor(() => expect(box.value).not.toBe(url));
    expect(box.value).toMatch(/\/pay\/[\w-]{32}\?demo$/);
    expect(screen.queryByRole('dialog', { name: 'Revoke this pay link?' })).toBeNull();
    await waitFor(() => expect(revoke).toHaveFocus());
    expect(
      await screen.findByText('Earlier links no longer work. This is the new link.'),
    ).toBeInTheDocument();
    const ended = await source.getPayLink(token).catch((error: unknown) => error);
    expect(ended).toBeInstanceOf(EndedPayLinkError);
    expect(ended).toMatchObject({ school: { name: school.name } });
  });
});
