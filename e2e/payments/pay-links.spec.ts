import { expect, test, type Page } from '@playwright/test';
import {
  arrangeSchool,
  loginWithAccount,
  newAccount,
  type ApiSession,
  type SchoolRecords,
} from '../support/account';
import { expectAccessible } from '../support/accessibility';
import { loginAsGuest, storedRecords } from '../support/guest-session';
import { inbox } from '../support/mail/inbox';
import { mailText } from '../support/mail/mail-text';
import { expectNoSideways, parentPhone, PHONE } from '../support/parent-phone';

// A school shares a student's pay link; a parent opens it on a phone, with no account, and pays
// through the API's simulated checkout (the provider is the one thing faked).

const INVALID = 'This payment link is no longer valid. Please ask the school for a new one.';

async function giveParentEmail(
  api: ApiSession,
  password: string,
  { classroom, student }: SchoolRecords,
  parentEmail: string,
) {
  const response = await api.put(`/students/${student._id}`, {
    fullname: student.fullname,
    age: 7,
    sex: 'Male',
    phoneNo: '08021234567',
    discount: 0,
    classroom: classroom._id,
    parentEmail,
    password,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens 'Share pay link' on the student's page and reads the link it shows. */
async function shareLink(page: Page, studentId: string) {
  await page.goto(`/students/${studentId}`);
  await page.getByRole('button', { name: 'Share pay link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share pay link' });
  const field = dialog.getByRole('textbox', { name: 'Pay link' });
  await expect(field).toHaveValue(/\/pay\/[\w-]{32}$/);
  return { dialog, link: await field.inputValue() };
}

test('a parent pays by link on a phone; the school sees it and the receipt is mailed', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { account, api } = await newAccount(request);
  const records = await arrangeSchool(api, account.password);
  const parentEmail = `parent.${Date.now()}@example.com`;
  await giveParentEmail(api, account.password, records, parentEmail);
  await loginWithAccount(page, account);

  const { dialog, link } = await shareLink(page, records.student._id);
  expect(link.startsWith('http://localhost:3000/pay/')).toBe(true);
  await expectAccessible(page, 'share pay link dialog');
  const since = await inbox.count();
  await dialog.getByRole('button', { name: 'E-mail to parent' }).click();
  await expect(page.getByText(`Pay link e-mailed to ${parentEmail}.`)).toBeVisible();
  const linkMail = await inbox.waitFor(
    (mail) => mail.to.includes(parentEmail) && mail.raw.includes(link),
  );
  expect(mailText(linkMail.raw)).toContain('NGN 80,000 outstanding');
  expect(await inbox.count()).toBeGreaterThan(since);

  const phone = await parentPhone(browser);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'School fees payment' })).toBeVisible();
  await expect(phone.getByText('Bright Stars Academy')).toBeVisible();
  await expect(
    phone.getByRole('row', { name: `Student ${records.student.fullname}` }),
  ).toBeVisible();
  await expect(phone.getByRole('row', { name: 'Outstanding NGN 80,000' })).toBeVisible();
  await expect(phone.getByRole('navigation')).toHaveCount(0);
  await expect(phone.getByRole('textbox', { name: 'Email' })).toHaveValue(parentEmail);
  await expect(phone.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('80000');
  await expectNoSideways(phone);
  await phone.screenshot({ path: testInfo.outputPath('pay-link-375.png'), fullPage: true });
  await expectAccessible(phone, 'pay page', [PHONE.width]);
  await phone.getByRole('button', { name: 'Make payment' }).click();
  await expect(phone.getByRole('textbox', { name: 'Your name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessible(phone, 'pay page with an error', [PHONE.width]);

  await phone.getByRole('textbox', { name: 'Your name' }).fill('Bello Kunle');
  await phone.getByRole('spinbutton', { name: 'Amount' }).fill('30000');
  await phone.getByRole('button', { name: 'Make payment' }).click();
  const confirm = phone.getByRole('dialog', {
    name: 'Please confirm student information before proceeding.',
  });
  await confirm.getByRole('button', { name: 'Pay Fees' }).click();
  const checkout = phone.getByRole('dialog', { name: 'Simulated checkout — no real money' });
  await checkout.getByRole('button', { name: /^Pay NGN 30,000/ }).click();

  await expect(phone.getByRole('heading', { name: 'Payment receipt' })).toBeFocused();
  await expect(phone.getByText(`this receipt was e-mailed to ${parentEmail}`)).toBeVisible();
  const reference = (
    await phone
      .getByRole('row', { name: /^Reference / })
      .getByRole('cell')
      .innerText()
  ).trim();
  await expect(phone.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expectNoSideways(phone);
  await phone.screenshot({ path: testInfo.outputPath('pay-link-receipt-375.png'), fullPage: true });
  await expectAccessible(phone, 'pay page receipt', [PHONE.width]);
  const receipt = await inbox.waitFor(
    (mail) => mail.to.includes(parentEmail) && mail.raw.includes(reference),
  );
  expect(mailText(receipt.raw)).toContain('NGN 30,000');

  // The school sees it: the bell, the list, the student's figures, the classroom's ring.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Notifications, 1 new' })).toBeVisible();
  await page.goto('/payments');
  await expect(page.getByRole('row', { name: /Bello Kunle/ })).toBeVisible();
  await page.goto(`/students/${records.student._id}`);
  await expect(page.getByRole('row', { name: 'Fees paid NGN 30,000' })).toBeVisible();
  await page.goto(`/classrooms/${records.classroom._id}`);
  await expect(page.getByRole('img', { name: 'Fees paid: 37%' })).toBeVisible();

  // The parent's page follows too.
  await phone.goto(link);
  await expect(phone.getByRole('row', { name: 'Outstanding NGN 50,000' })).toBeVisible();
  await phone.context().close();
});

test('a revoked link fails cleanly, naming whom to ask, and the new one works', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { account, api } = await newAccount(request);
  const records = await arrangeSchool(api, account.password);
  await loginWithAccount(page, account);
  const { dialog, link } = await shareLink(page, records.student._id);
  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  const question = page.getByRole('dialog', { name: 'Revoke this pay link?' });
  await question.getByRole('button', { name: 'Revoke link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Pay link' });
  await expect(field).not.toHaveValue(link);
  const fresh = await field.inputValue();

  const phone = await parentPhone(browser);
  await phone.goto(link);
  await expect(phone.getByRole('alert')).toHaveText(
    new RegExp(
      `^This payment link was revoked or has expired\\. Ask ${records.school.name} \\(0\\d+\\) for a new one\\.$`,
    ),
  );
  await expect(phone.getByRole('alert').getByRole('link')).toHaveAttribute('href', /^tel:0\d+$/);
  await phone.goto(link.replace(/[\w-]{32}$/, 'x'.repeat(32)));
  await expect(phone.getByRole('alert')).toHaveText(INVALID);
  await expect(phone.getByText(records.student.fullname)).toHaveCount(0);
  await expect(phone.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(phone, 'a dead pay link', [PHONE.width]);
  await phone.goto(fresh);
  await expect(
    phone.getByRole('row', { name: `Student ${records.student.fullname}` }),
  ).toBeVisible();
  await phone.context().close();
});

test('reminders reach only parents with a balance, once a day', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { account, api } = await newAccount(request);
  const records = await arrangeSchool(api, account.password);
  const stamp = Date.now();
  const owing = `owing.${stamp}@example.com`;
  const settled = `settled.${stamp}@example.com`;
  for (const [fullname, parentEmail, discount] of [
    ['Okoro Ifeoma', owing, 0],
    ['Danjuma Musa', settled, 100],
  ] as const) {
    const response = await api.post('/students', {
      fullname,
      age: 7,
      sex: 'Female',
      phoneNo: '08021234567',
      parentEmail,
      discount,
      classroom: records.classroom._id,
      schoolId: records.school._id,
      password: account.password,
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await loginWithAccount(page, account);
  await page.goto(`/classrooms/${records.classroom._id}`);

  const send = async () => {
    await page.getByRole('button', { name: 'Send reminders' }).click();
    const dialog = page.getByRole('dialog', { name: /^Send reminders for / });
    await dialog.getByRole('button', { name: 'Send reminders' }).click();
    const summary = dialog.getByRole('status');
    await expect(summary).toBeVisible();
    await expectAccessible(page, 'reminders summary', [1280]);
    const text = await summary.innerText();
    await dialog.getByRole('button', { name: 'Done' }).click();
    return text;
  };

  const first = await send();
  expect(first).toContain('Mailed 1 parent');
  expect(first).toContain(`${owing}: Okoro Ifeoma`);
  expect(first).toContain(`No parent e-mail: 1 student`);
  expect(first).toContain(records.student.fullname);
  const mail = await inbox.waitFor((message) => message.to.includes(owing));
  expect(mailText(mail.raw)).toMatch(/Okoro Ifeoma \(.+\): NGN 80,000 outstanding/);

  const second = await send();
  expect(second).toContain('Mailed 0 parents');
  expect(second).toContain(`Already reminded in the last 24 hours: 1 parent`);
  const mails = await inbox.messages();
  expect(mails.filter((message) => message.to.includes(owing))).toHaveLength(1);
  expect(mails.some((message) => message.to.includes(settled))).toBe(false);
});

test('in the guest demo a link works in the same browser only, says why elsewhere, and mails are not pretended', async ({
  page,
  browser,
}) => {
  await loginAsGuest(page);
  const [student] = await storedRecords(page, 'students');
  const [classroom] = await storedRecords(page, 'classrooms');
  await page.goto(`/students/${student!._id}`);
  await page.getByRole('button', { name: 'Share pay link' }).click();
  const field = page.getByRole('textbox', { name: 'Pay link' });
  await expect(field).toHaveValue(/\/pay\/[\w-]{32}\?demo$/);
  await expect(page.getByText(/^This demo link opens in this browser only/)).toBeVisible();
  const link = await field.inputValue();

  // Another browser, such as a parent's phone, has none of the demo's data: it says so.
  const elsewhere = await browser.newContext({ viewport: PHONE });
  const phone = await elsewhere.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('alert')).toContainText(
    'This link was made in the Fees Manager guest demo',
  );
  await elsewhere.close();

  const tab = await page.context().newPage();
  await tab.setViewportSize(PHONE);
  await tab.goto(link);
  await expect(tab.getByRole('heading', { name: 'School fees payment' })).toBeVisible();
  await expectNoSideways(tab);
  await tab.close();

  await page.goto(`/classrooms/${classroom!._id}`);
  await page.getByRole('button', { name: 'Send reminders' }).click();
  const dialog = page.getByRole('dialog', { name: /^Send reminders for / });
  await dialog.getByRole('button', { name: 'Send reminders' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The guest demo sends no e-mail.');
});

test('on a phone the share dialog stacks full-width buttons, Copy link first, nothing clipped', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await loginAsGuest(page);
  const [student] = await storedRecords(page, 'students');
  await page.goto(`/students/${student!._id}`);
  await page.getByRole('button', { name: 'Share pay link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share pay link' });
  await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    // The chat of the parent's phone on file, in the international form.
    /^https:\/\/wa\.me\/234\d{10}\?text=.+%2Fpay%2F[\w-]{32}%3Fdemo$/,
  );
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  const names = ['Copy link', 'Share', 'Share on WhatsApp', 'Copy message', 'Revoke link'];
  let above = 0;
  let width = 0;
  for (const name of names) {
    const control = dialog.getByRole(name === 'Share on WhatsApp' ? 'link' : 'button', {
      name,
      exact: true,
    });
    // Chromium shares on Android and some desktops only: where it does not, there is no Share.
    if (name === 'Share' && (await control.count()) === 0) continue;
    const place = (await control.boundingBox())!;
    expect(place.y, `${name} sits below the one before`).toBeGreaterThan(above);
    expect(place.x + place.width).toBeLessThanOrEqual(box!.x + box!.width);
    if (width) expect(Math.abs(place.width - width), `${name} is as wide`).toBeLessThan(1);
    above = place.y;
    width = place.width;
  }
  await expectNoSideways(page);
  await expectAccessible(page, 'the share dialog on a phone', [PHONE.width]);
});
