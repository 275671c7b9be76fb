import { expect, test, type Page } from '@playwright/test';
import {
  apiSession,
  arrangeSchool,
  createAccount,
  newAccount,
  signInWithAccount,
} from '../support/account';
import {
  enterAdminPassword,
  GUEST_PASSWORD,
  signInAsGuest,
  storedRecords,
  type Stored,
} from '../support/guest-session';
import { inbox } from '../support/mail/inbox';

// A bursar's edit that writes off fees waits for the owner, who approves it
// (docs/students.md#edits-that-lower-charges), in an account and in the guest demo.

const SENT = 'Sent to the owner for approval: this edit lowers what is owed, so nothing changes';

/** On the student's edit page, the discount set to 100% and saved with `password`. */
async function writeOff(page: Page, studentId: string, password: string) {
  await page.goto(`/students/${studentId}/edit`);
  const discount = page.getByRole('spinbutton', { name: 'Discount (%)' });
  await discount.fill('100');
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page, 'Submit', password);
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(page).toHaveURL(`/students/${studentId}`);
}

/** The waiting change on the student's page, with its words and figures. */
function waitingChange(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Change waiting for the owner' });
}

const actions = (page: Page) => page.getByRole('region', { name: 'Student actions' });

/** The owner approves it with `password`; the student then owes nothing this term. */
async function approve(page: Page, password: string) {
  await waitingChange(page).getByRole('button', { name: 'Approve change' }).click();
  await enterAdminPassword(page, 'Approve change', password);
  await expect(page.getByText('Change approved. The student now owes what it says.')).toBeVisible();
  await expect(waitingChange(page)).toHaveCount(0);
}

test("account: a bursar's 100% discount waits; the owner sees it and approves", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { account: owner, api } = await newAccount(request);
  const { school, student } = await arrangeSchool(api, owner.password);
  const bursar = await createAccount(request, 'bursar');
  const since = await inbox.count();
  const invited = await api.post(`/schools/${school._id}/staff`, {
    email: bursar.email,
    role: 'bursar',
    password: owner.password,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await inbox.waitFor((one) => one.to.includes(bursar.email), { since });
  const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.raw)?.[1];
  const theirs = await browser.newContext();
  const desk = await theirs.newPage();
  const accepted = await (
    await apiSession(theirs.request, bursar)
  ).post(`/invitations/${token}/accept`, {});
  expect(accepted.status(), await accepted.text()).toBe(200);

  await writeOff(desk, student._id, bursar.password);
  await expect(waitingChange(desk)).toContainText('Discount 0% → 100%: NGN 80,000 → NGN 0 owed');
  await expect(waitingChange(desk).getByRole('button')).toHaveCount(0);
  await expect(actions(desk)).toContainText('Balance NGN 80,000');

  await signInWithAccount(page, owner);
  await page.goto(`/students/${student._id}`);
  await expect(waitingChange(page)).toContainText(`asked by ${bursar.firstname}`);
  await approve(page, owner.password);
  await expect(actions(page)).toContainText('Balance NGN 0');
  await theirs.close();
});

test("guest: the demo bursar's 100% discount waits; back as the owner, the guest approves", async ({
  page,
}) => {
  await signInAsGuest(page);
  // A demo student enrolled this term, who is charged: a 100% discount lowers what they owe.
  const students = (await storedRecords(page, 'students')) as (Stored & { enrolment: string })[];
  const studentId = students.find((one) => one.enrolment === 'enrolled')!._id;
  await page.goto(`/students/${studentId}`);

  const actAs = async (choice: string) => {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page
      .getByRole('group', { name: 'Act as' })
      .getByRole('menuitemradio', { name: choice })
      .click();
  };
  await actAs('Demo bursar (Amina Bello)');
  await writeOff(page, studentId, GUEST_PASSWORD);
  await expect(waitingChange(page)).toContainText('Discount');
  await expect(waitingChange(page)).toContainText('Amina Bello');
  await expect(waitingChange(page).getByRole('button')).toHaveCount(0);

  await actAs('Owner (Guest)');
  await approve(page, GUEST_PASSWORD);
});
