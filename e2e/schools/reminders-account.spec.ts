import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { arrangeSchool, newAccount, plainNames, signInWithAccount } from '../support/account';
import { enterAdminPassword } from '../support/guest-session';
import { inbox } from '../support/mail/inbox';
import { smsSent } from '../support/mail/sms-gateway';
import { expectNoSideways } from '../support/parent-phone';

async function shots(page: Page, path: (name: string) => string, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSideways(page);
  await page.screenshot({ path: path(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an owner sets the school's reminders, sends today's at once, and the log shows an e-mail and an SMS", async ({
  page,
  request,
}, testInfo) => {
  const shot = (name: string) => testInfo.outputPath(name);
  const { account, api } = await newAccount(request);
  const { school, classroom } = await arrangeSchool(api, account.password, plainNames);
  // A parent of this run's own, by address and by number: the fakes are the whole run's.
  const stamp = String(Date.now()).slice(-8);
  const email = `ada.parent.${stamp}@example.com`;
  const phone = `0803${stamp.slice(-7)}`;
  const made = await api.post('/students', {
    fullname: 'Okafor Ada',
    age: 8,
    sex: 'Female',
    phoneNo: phone,
    parentEmail: email,
    discount: 0,
    classroom: classroom._id,
    schoolId: school._id,
    password: account.password,
  });
  expect(made.status(), await made.text()).toBe(201);

  await signInWithAccount(page, account);
  await page.goto(`/schools/${school._id}`);
  await page.getByRole('link', { name: 'Reminders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  await expect(page.getByText('No reminder has gone yet.')).toBeVisible();

  // The school's term opened today, so all of its fees are due today: 'on the day' is today.
  await page.getByRole('checkbox', { name: 'on the day' }).check();
  await page.getByRole('checkbox', { name: '7 days after' }).check();
  await page.getByRole('checkbox', { name: 'SMS' }).check();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  await expect(page.getByText('Reminder schedule saved!')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Planned next' }).getByRole('listitem').first(),
  ).toContainText('2 parents, if nothing is paid before then');
  await shots(page, shot, 'reminders-set');

  await page.getByRole('button', { name: 'Send due reminders now' }).click();
  await expect(page.getByText(/reminders? sent, \d+ skipped\.$/)).toBeVisible();
  const log = page.getByRole('table', { name: 'Reminder log' });
  const sentTo = (to: string) =>
    log.getByRole('row').filter({ hasText: to }).filter({ hasText: 'Sent' });
  await expect(sentTo(email)).toContainText('E-mail');
  await expect(sentTo(email)).toContainText('Okafor Ada');
  await expect(sentTo(phone)).toContainText('SMS');
  await expect(sentTo(phone)).toContainText(/NGN \d/);
  await expect(
    page.getByText(/^This month: \d+ SMS, NGN [\d,.]+, of at most 100\.$/),
  ).toBeVisible();
  await shots(page, shot, 'reminders-sent');
  await expectAccessible(page, 'reminders, after sending');

  // What the parent got, as the mail sink and the gateway fake received it.
  const mail = await inbox.waitFor((one) => one.to.includes(email));
  expect(mail.raw).toContain('Okafor Ada (Primary1): NGN 80,000 due since');
  expect(mail.raw).toMatch(/Pay by card: http:\/\/localhost:3000\/pay\//);
  const texts = (await smsSent()).filter((one) => one.to === `234${phone.slice(1)}`);
  expect(texts).toHaveLength(1);
  expect(texts[0]!.sms).toMatch(
    /^Bright Stars Academy: school fees Okafor Ada NGN 80,000 due since /,
  );
  await writeFile(shot('reminder-mail.txt'), mail.raw);
  await writeFile(shot('reminder-sms.json'), JSON.stringify(texts[0], null, 2));
});
