import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import { enterAdminPassword } from '../support/guest-session';

// Due dates in account mode (docs/due-dates.md): the owner gives the term a plan whose first date
// has passed, and at once the student page says since when the pupil is late, and the family page
// what the family has due now.

/** The school year today falls in, in Lagos: 1 September to 31 August. */
function sessionDays(): { first: string; last: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const year = Number(today.slice(0, 4));
  const start = Number(today.slice(5, 7)) >= 9 ? year : year - 1;
  return { first: `${start}-09-01`, last: `${start + 1}-08-31` };
}

test('the owner sets a plan, the pupil is late at once, and the family has it due now', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { account, api } = await newAccount(request);
  const { school, classroom, student } = await arrangeSchool(api, account.password);
  // Tobi's sister founds the Bello family with him.
  const sister = await api.post('/students', {
    fullname: 'Bello Kemi',
    age: 5,
    sex: 'Female',
    phoneNo: '08021234567',
    discount: 0,
    classroom: classroom._id,
    schoolId: school._id,
    siblingOf: student._id,
    password: account.password,
  });
  expect(sister.status(), await sister.text()).toBe(201);
  await signInWithAccount(page, account);

  await page.goto(`/schools/${school._id}`);
  const plan = page.getByRole('region', { name: 'Payment plan' });
  await expect(plan.getByText(/^Default: all due on /)).toBeVisible();
  await plan.getByRole('link', { name: 'Edit payment plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Plan' })).toBeVisible();

  const days = sessionDays();
  const first = page.getByRole('group', { name: 'Instalment 1' });
  await first.getByLabel('Due date').fill(days.first);
  await first.getByRole('spinbutton', { name: 'Percent' }).fill('60');
  await page.getByRole('button', { name: 'Add instalment' }).click();
  const second = page.getByRole('group', { name: 'Instalment 2' });
  await second.getByLabel('Due date').fill(days.last);
  await page.getByRole('button', { name: 'The rest (40%) to the last' }).click();
  await page.screenshot({ path: testInfo.outputPath('plan-editor-1280.png'), fullPage: true });
  await expectAccessible(page, 'plan editor', [1280, 375]);
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  await expect(page.getByText('Payment plan saved!')).toBeVisible();
  await expect(page).toHaveURL(`/schools/${school._id}`);
  const table = page.getByRole('table', { name: 'Payment plan' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toHaveText(/^1 September \d{4}60%$/);
  await page.screenshot({ path: testInfo.outputPath('school-plan-1280.png'), fullPage: true });
  await expectAccessible(page, 'school page with its plan', [1280, 375]);

  // NGN 80,000 of which 60% was due on 1 September: Tobi, who paid nothing, is late.
  await page.goto(`/students/${student._id}`);
  await expect(page.getByRole('row', { name: 'Due now NGN 48,000' })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /^Late since 1 September \d{4} \(\d+ days?\)$/ }),
  ).toBeVisible();
  const standing = page.getByRole('table', { name: 'Payment plan' });
  await expect(standing.getByRole('row').nth(1)).toHaveText(/60%\)NGN 48,000Late$/);
  await expect(standing.getByRole('row').nth(2)).toHaveText(/40%\)NGN 32,000Due$/);
  await page.screenshot({ path: testInfo.outputPath('student-late-1280.png'), fullPage: true });
  // The same page as a phone opens it.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('row', { name: 'Due now NGN 48,000' })).toBeVisible();
  await expect(standing.getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('student-late-375.png'), fullPage: true });
  await expectAccessible(page, 'student page', [375, 1280]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Bello family' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bello family' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Due now NGN 96,000' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Late since 1 September \d{4}/ })).toBeVisible();
  const children = page.getByRole('table', { name: 'Children of Bello family' });
  await expect(children.getByRole('row', { name: /Bello Kemi/ })).toContainText('NGN 48,000');
  await expect(children.getByRole('row', { name: /Family total/ })).toContainText('NGN 96,000');
  await page.screenshot({ path: testInfo.outputPath('family-due-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(children.getByRole('row', { name: /Family total/ })).toContainText('NGN 96,000');
  await page.screenshot({ path: testInfo.outputPath('family-due-375.png'), fullPage: true });
  await expectAccessible(page, 'family page', [375, 1280]);
});
