/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { EndedPayLinkError, termLabel } from '@fees/shared-data';
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import {
  arrangeClassroomWithStudent,
  renderScreen,
  type ArrangeContext,
} from '../testing/render-screen';
import { SharePayLinkButton } from './share-pay-link-button';

// Signed in to the real API: the message, WhatsApp, 'E-mail to parent' and the revoke
// confirmation over it.

/** The button as a report's row draws it, for the student the route names. */
function ShareButton({ fullname }: { fullname: string }) {
  const { studentId = '' } = useParams();
  return <SharePayLinkButton studentId={studentId} fullname={fullname} />;
}

async function openShare<Arranged extends { studentId: string }>(
  fullname: string,
  arrange: (context: ArrangeContext) => Promise<Arranged>,
) {
  const screenResult = await renderScreen(<ShareButton fullname={fullname} />, {
    session: 'account',
    arrange,
    route: ({ studentId }) => `/students/${studentId}`,
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

/** Obi Ada, who owes NGN 40,000 and has no parent e-mail. */
function openStudent() {
  return openShare('Obi Ada', async (context) => {
    const { student } = await arrangeClassroomWithStudent(context);
    const terms = await context.source.listTerms(context.school!._id);
    const current = terms.find((term) => term.status === 'current')!;
    return { studentId: student._id, term: termLabel(current) };
  });
}

describe('SharePayLinkButton in account mode', () => {
  it("gives WhatsApp, opening the parent's chat, and Copy message one message with the balance due", async () => {
    const { user, dialog, url, school, arranged } = await openStudent();
    // An account's link opens anywhere, for a time; only the demo's is tied to this browser.
    expect(within(dialog).getByText('This link works for 30 days.')).toBeVisible();
    expect(url).toMatch(/\/pay\/[\w-]{32}$/);
    const message = `Balance due for Obi Ada: NGN 40,000 at ${school!.name}, ${arranged.term}. Pay by card: ${url}`;
    // The parent's phone on file is 08031234567.
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/2348031234567?text=${encodeURIComponent(message)}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy message' }));
    expect(await navigator.clipboard.readText()).toBe(message);
  });

  it("offers 'E-mail to parent' for a student with a parent e-mail, and mails the link", async () => {
    const { user, dialog } = await openShare('Eze Chioma', async (context) => {
      const { room } = await arrangeClassroomWithStudent(context);
      const withParent = await context.source.create(
        'students',
        {
          fullname: 'Eze Chioma',
          age: 9,
          sex: 'Female',
          phoneNo: '08031234568',
          parentEmail: 'eze.parent@example.com',
          discount: 0,
          classroom: room._id,
          schoolId: context.school!._id,
        },
        context.password!,
      );
      return { studentId: withParent._id };
    });
    expect(within(dialog).queryByText(/Add a parent e-mail/)).toBeNull();
    await user.click(await within(dialog).findByRole('button', { name: 'E-mail to parent' }));
    expect(
      await screen.findByText('Pay link e-mailed to eze.parent@example.com.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
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
