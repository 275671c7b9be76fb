import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import { enterAdminPassword, signInAsGuest, storedRecords } from '../support/guest-session';
import { expectNoSideways, PHONE } from '../support/parent-phone';

// The owner sets a late fee on the school's page and, in the guest demo, which charges what is due
// on its next read (docs/due-dates.md#late-fee), sees it on a late student's page and waives it. In
// an account the API's daily run charges it, which no browser reaches: the setting is what shows.

/** Sets a fixed late fee of NGN 1,000 from the day after each due date, from the school's page. */
async function setLateFee(page: Page, schoolId: string, password: string, shot: string) {
  await page.goto(`/schools/${schoolId}`);
  await page.getByRole('link', { name: 'Set late fee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Late Fee' })).toBeVisible();
  await page.getByRole('radio', { name: 'A fixed amount' }).check();
  await page.getByRole('spinbutton', { name: 'Amount (NGN)' }).fill('1000');
  await page.getByRole('spinbutton', { name: 'Days of grace after each due date' }).fill('0');
  const width = page.viewportSize()?.width ?? 1280;
  if (width === PHONE.width) await expectNoSideways(page);
  await expectAccessible(page, 'the late fee form', [width]);
  await page.screenshot({ path: shot, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page, 'Submit', password);
  await expect(page.getByText('Late fee saved!')).toBeVisible();
  await expect(page).toHaveURL(`/schools/${schoolId}`);
}

/** An enrolled student of the school who still owes, as the demo keeps them. */
async function owingStudent(page: Page, schoolId: string) {
  const students = (await storedRecords(page, 'students')) as {
    _id: string;
    schoolId: string;
    enrolment?: string;
    totalFeesExpected: number;
    totalPaidFees: number;
  }[];
  return students.find(
    (one) =>
      one.schoolId === schoolId &&
      one.enrolment !== 'left' &&
      one.totalPaidFees < one.totalFeesExpected,
  )!;
}

for (const [label, size] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', PHONE],
] as const) {
  test(`guest on a ${label}: a late fee set on the school is charged to a late student, who has it waived`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    await signInAsGuest(page);
    const school = (await storedRecords(page, 'schools'))[0]!;
    await setLateFee(
      page,
      school._id,
      'guest-demo',
      testInfo.outputPath(`late-fee-form-${size.width}.png`),
    );

    const student = await owingStudent(page, school._id);
    await page.goto(`/students/${student._id}`);
    const table = page.getByRole('table', { name: /^Late fees of .* this term$/ });
    await expect(table).toBeVisible();
    const row = table.getByRole('row', { name: /^Late fee \(due / });
    await expect(row).toContainText('NGN 1,000');
    await expect(row).toContainText('Charged');
    if (size.width === PHONE.width) await expectNoSideways(page);
    await expectAccessible(page, 'the student page with a late fee', [size.width]);
    await page.screenshot({
      path: testInfo.outputPath(`student-late-fee-${size.width}.png`),
      fullPage: true,
    });

    await row.getByRole('button', { name: /^Waive Late fee/ }).click();
    await enterAdminPassword(page, 'Waive');
    await expect(row).toContainText('Waived');
    await expect(row.getByRole('button')).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`student-late-fee-waived-${size.width}.png`),
      fullPage: true,
    });
  });
}

test('account: the owner sets the late fee on the school page, and the API keeps it', async ({
  page,
  request,
}, testInfo) => {
  const { account, api } = await newAccount(request);
  const { school } = await arrangeSchool(api, account.password);
  await signInWithAccount(page, account);
  await setLateFee(
    page,
    school._id,
    account.password,
    testInfo.outputPath('late-fee-form-account-1280.png'),
  );
  const saved = await api.get(`/schools/${school._id}/late-fee`);
  expect(await saved.json()).toEqual({ amount: 1_000, percent: null, graceDays: 0 });
});
