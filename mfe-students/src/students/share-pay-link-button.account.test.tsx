/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { EndedPayLinkError, termLabel } from '@fees/shared-data';
import { arrangeClassroomWithStudent, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { StudentPage } from './student-page';

// Signed in to the real API: the message, WhatsApp and the revoke confirmation over it.

async function openStudent() {
  const screenResult = await renderScreen(<StudentPage />, {
    session: 'account',
    arrange: async (context) => {
      const { student } = await arrangeClassroomWithStudent(context);
      const terms = await context.source.listTerms(context.school!._id);
      return { student, term: termLabel(terms.find((term) => term.status === 'current')!) };
    },
    route: ({ student }) => `/students/${student._id}`,
    path: '/students/:studentId',
  });
  const { user } = screenResult;
  await user.click(await screen.findByRole('button', { name: 'Share pay link' }));
  const dialog = screen.getByRole('dialog', { name: 'Share pay link' });
  const box = within(dialog).getByRole('textbox', { name: 'Pay link' }) as HTMLInputElement;
  await waitFor(() => expect(box.value).toMatch(/\/pay\/[\w-]{32}$/));
  await within(dialog).findByRole('link', { name: 'Share on WhatsApp' });
  return { ...screenResult, dialog, box, url: box.value };
}

describe('SharePayLinkButton in account mode', () => {
  it('gives WhatsApp and Copy message one message naming the student, school and balance', async () => {
    const { user, dialog, url, school, arranged } = await openStudent();
    const message = `Obi Ada owes NGN 40,000 in school fees to ${school!.name} for ${arranged.term}. Pay by card: ${url}`;
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(message)}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy message' }));
    expect(await navigator.clipboard.readText()).toBe(message);
  });

  it("'Revoke link' ends the parent's link only once confirmed, and focus comes back", async () => {
    const { user, dialog, box, url, source, school } = await openStudent();
    const token = url.split('/pay/')[1]!;
    const revoke = within(dialog).getByRole('button', { name: 'Revoke link' });

    await user.click(revoke);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(revoke).toHaveFocus();
    expect((await source.getPayLink(token)).studentName).toBe('Obi Ada');

    await user.click(revoke);
    const question = screen.getByRole('dialog', { name: 'Revoke this pay link?' });
    await user.click(within(question).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(box.value).not.toBe(url));
    await waitFor(() => expect(revoke).toHaveFocus());
    const ended = await source.getPayLink(token).catch((error: unknown) => error);
    expect(ended).toBeInstanceOf(EndedPayLinkError);
    expect(ended).toMatchObject({ school: { name: school!.name } });
    const fresh = box.value.split('/pay/')[1]!;
    expect((await source.getPayLink(fresh)).studentName).toBe('Obi Ada');
  });
});
