import { expect, test, type Page } from '@playwright/test';
import { arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import { expectNoSideways, parentPhone } from '../support/parent-phone';

// A student is late by a plan of their own: half of the fees due on the session's first day, the
// rest on its last. The parent's pay link says what is due by when; the defaulters report, with
// 'Late only', names the student with the days since (docs/due-dates.md).

/** The first and last day of the school session today is in (1 September to 31 August, Lagos). */
function session() {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Africa/Lagos' }).format(new Date());
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 9 ? 1 : 0);
  const first = `${year}-09-01`;
  const days = Math.round((Date.parse(today) - Date.parse(first)) / 86_400_000);
  return { first, last: `${year + 1}-08-31`, today, days };
}

async function shot(page: Page, name: string, testInfo: { outputPath: (name: string) => string }) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test("a late student's parent reads what is due by when; 'Late only' names them with the days", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { account, api } = await newAccount(request);
  const { school, student } = await arrangeSchool(api, account.password);
  const { first, last, today, days } = session();
  const plan = await api.put(`/students/${student._id}/plan`, {
    instalments: [
      { dueOn: first, percent: 50 },
      { dueOn: last, percent: 50 },
    ],
    password: account.password,
  });
  expect(plan.ok(), await plan.text()).toBe(true);
  const shared = await api.post(`/students/${student._id}/pay-link`, {});
  expect(shared.status(), await shared.text()).toBe(201);
  const { token } = (await shared.json()) as { token: string };
  // On the session's first day its first half is still 'due by' it.
  const when = today > first ? 'was due on' : 'due by';
  const sentence = `NGN 40,000 ${when} 1 September; the rest, NGN 40,000, by 31 August`;

  const phone = await parentPhone(browser);
  await phone.goto(`/pay/${token}`);
  await expect(phone.getByText(sentence)).toBeVisible();
  await expect(phone.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('40000');
  await expectNoSideways(phone);
  await shot(phone, 'pay-link-375', testInfo);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/pay/${token}`);
  await expect(page.getByText(sentence)).toBeVisible();
  await shot(page, 'pay-link-1280', testInfo);

  await signInWithAccount(page, account);
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
  await page.goto('/reports/defaulters');
  // The box follows the address, which the router moves in a transition: check() reads the box
  // the instant after its click, so the click is made and the box awaited instead.
  const lateOnly = page.getByRole('checkbox', { name: 'Late only' });
  await lateOnly.click();
  await expect(lateOnly).toBeChecked();
  await expect(page).toHaveURL(/[?&]late=1/);
  const table = page.getByRole('table', { name: /^Defaulters of / });
  const row = table.getByRole('row').filter({ hasText: student.fullname });
  await expect(row.getByRole('cell', { name: String(days), exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('1 late student owes: NGN 80,000 in all.');
  await shot(page, 'defaulters-late-1280', testInfo);
  await page.setViewportSize({ width: 375, height: 760 });
  await expect(row.getByText(String(days), { exact: true })).toBeVisible();
  await shot(page, 'defaulters-late-375', testInfo);
});
