import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { arrangeSchool, createAccount, newAccount, signInWithAccount } from '../support/account';
import { enterAdminPassword } from '../support/guest-session';
import { inbox } from '../support/mail/inbox';

/** The page as a person sees it, at a desktop's width and a phone's. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an owner invites a bursar, who records cash and asks to void it; the owner approves', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { account: owner, api } = await newAccount(request);
  const { school, student } = await arrangeSchool(api, owner.password);
  const bursar = await createAccount(request, 'bursar');
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // The owner invites the bursar from the school's Staff page.
  await signInWithAccount(page, owner);
  await page.goto(`/schools/${school._id}`);
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const since = await inbox.count();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(bursar.email);
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Bursar' });
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await enterAdminPassword(page, 'Submit', owner.password);
  await expect(page.getByText(`Invitation sent to ${bursar.email}.`)).toBeVisible();
  const staff = page.getByRole('table', { name: `Staff of ${school.name}` });
  await expect(staff.getByRole('row', { name: new RegExp(bursar.email) })).toContainText('Invited');
  await shots(page, testInfo, 'staff-page');

  // The bursar opens the mailed link in a browser of their own, logs in and accepts.
  const mail = await inbox.waitFor((one) => one.to.includes(bursar.email), { since });
  const link = /http:\/\/localhost:3000(\/invite\/[A-Za-z0-9_-]{43})/.exec(mail.raw)?.[1];
  expect(link).toBeTruthy();
  const theirs = await browser.newContext();
  const desk = await theirs.newPage();
  await desk.emulateMedia({ reducedMotion: 'reduce' });
  await desk.goto(link!);
  await expect(desk.getByRole('heading', { name: `Join ${school.name}` })).toBeVisible();
  await shots(desk, testInfo, 'invite-signed-out');
  await desk.getByRole('link', { name: 'Log in' }).click();
  await expect(desk.getByLabel('Email')).toHaveValue(bursar.email);
  await desk.getByLabel('Password', { exact: true }).fill(bursar.password);
  await desk.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(desk).toHaveURL(link!);
  await expect(desk.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  await shots(desk, testInfo, 'invite-signed-in');
  await desk.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(desk.getByText(`You joined ${school.name} as its bursar.`)).toBeVisible();
  await expect(desk).toHaveURL('/');

  // The bursar sees the student without Delete, records cash and asks to void it.
  await desk.goto(`/students/${student._id}`);
  await expect(desk.getByRole('heading', { level: 1, name: student.fullname })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await shots(desk, testInfo, 'bursar-student');
  await desk.getByRole('link', { name: 'Record payment' }).click();
  await desk.getByRole('spinbutton', { name: 'Amount' }).fill('30000');
  await desk.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Cash' });
  await desk.getByRole('textbox', { name: 'Depositor name' }).fill('Bello Kunle');
  await desk.getByRole('textbox', { name: 'Purpose / Description' }).fill('First term school fees');
  await desk.getByRole('button', { name: 'Record payment' }).click();
  await enterAdminPassword(desk, 'Submit', bursar.password);
  await expect(desk.getByText('Payment recorded successfully!')).toBeVisible();
  await expect(desk.getByRole('row', { name: 'Method Cash' })).toBeVisible();
  await desk.getByRole('button', { name: 'Ask to void' }).click();
  const ask = desk.getByRole('dialog', { name: 'Ask the owner to void this payment?' });
  await ask.getByRole('textbox', { name: 'Reason' }).fill('Entered for the wrong student');
  await ask.getByLabel('Password', { exact: true }).fill(bursar.password);
  await ask.getByRole('button', { name: 'Ask to void' }).click();
  await expect(
    desk.getByText(
      `Void requested by Funmilayo Adeyemi <${bursar.email}> (Entered for the wrong student)`,
    ),
  ).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Void payment' })).toHaveCount(0);
  await shots(desk, testInfo, 'bursar-payment');

  // The owner finds the request on the home page and approves it.
  await page.goto('/');
  const waiting = page.getByRole('region', { name: 'Voids waiting for you (1)' });
  await expect(waiting).toContainText('Entered for the wrong student');
  await shots(page, testInfo, 'owner-home');
  await waiting.getByRole('link', { name: `NGN 30,000 for ${student.fullname}` }).click();
  await page.getByRole('button', { name: 'Approve void' }).click();
  await enterAdminPassword(page, 'Approve void', owner.password);
  await expect(page.getByText('This payment is void.')).toBeVisible();
  await expect(page.getByText(new RegExp(`^Asked for by .*${bursar.email}`))).toBeVisible();

  // The bursar's page follows: void, with both names.
  await desk.reload();
  await expect(desk.getByText('This payment is void.')).toBeVisible();

  // The owner's audit log names who did each step; the bursar is told it is the owner's.
  await page.goto(`/schools/${school._id}`);
  await page.getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: `Audit log of ${school.name}` });
  const rows = log.getByRole('row');
  await expect(rows.nth(1)).toContainText('Void approved');
  await expect(rows.nth(1)).toContainText(owner.email);
  await expect(rows.nth(2)).toContainText('Void requested');
  await expect(rows.nth(2)).toContainText(bursar.email);
  await expect(rows.nth(3)).toContainText('Payment recorded');
  await expect(rows.nth(3)).toContainText(bursar.email);
  await expect(log.getByRole('row', { name: /Staff joined/ })).toContainText(bursar.email);
  await shots(page, testInfo, 'audit-log');
  await desk.goto(`/schools/${school._id}/audit`);
  await expect(desk.getByText("Only the school's owner can read its audit log.")).toBeVisible();
  await theirs.close();
});
