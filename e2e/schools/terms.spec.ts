import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { enterAdminPassword, signInAsGuest } from '../support/guest-session';
import { recordTransfer } from '../support/screens/recorded-payment';

type StoredStudent = {
  _id: string;
  schoolId: string;
  broughtForward: number;
  balance: number;
  fullname: string;
};

test('the guest demo opens in Second term: arrears, the next term, fee items, a statement and a credit', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsGuest(page);
  await page.goto('/schools');
  await page.getByRole('article').first().getByRole('link', { name: 'View School' }).click();
  const details = page.getByRole('table', { name: /School details/ });
  await expect(
    details.getByRole('row', { name: /^Current term Second term \d{4}\/\d{4}$/ }),
  ).toBeVisible();
  const session = (
    (await details.getByRole('row', { name: /^Current term/ }).textContent()) ?? ''
  ).slice(-9);

  await page.getByRole('button', { name: 'Start next term' }).click();
  const dialog = page.getByRole('dialog', { name: `Start Third term ${session}?` });
  await expect(dialog.getByRole('listitem').nth(1)).toContainText('of arrears into it.');
  await expectAccessible(page, 'start next term');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start next term' })).toBeFocused();

  // The home bar reads the chosen school's current term.
  await page.goto('/');
  await expect(page.getByText(`Second term ${session}`, { exact: true })).toBeVisible();

  // A student First term left owing: the arrears on their page and their statement.
  const student = await page.evaluate(() => {
    const students = JSON.parse(
      localStorage.getItem('fees-manager:students') ?? '[]',
    ) as StoredStudent[];
    return students.find((each) => each.broughtForward > 0 && Number.isInteger(each.balance))!;
  });
  await page.goto(`/students/${student._id}`);
  const arrears = `NGN ${student.broughtForward.toLocaleString('en-US')} arrears`;
  await expect(
    page.getByRole('table', { name: /Student details/ }).getByRole('row', {
      name: `Brought forward ${arrears}`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: `Second term ${session}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('guest-student-1280.png'), fullPage: true });
  await page.getByRole('link', { name: 'View statement' }).click();
  await expect(page.getByRole('table', { name: `First term ${session}` })).toBeVisible();
  await expectAccessible(page, 'statement');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print statement' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('guest-statement-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Paying NGN 10,000 more than the balance, arrears included, leaves that much credit.
  await page.goto(`/payments/record?student=${student._id}`);
  await recordTransfer(page, {
    amount: String(student.balance + 10000),
    reference: 'NIP/2026/990017',
    depositor: 'Parent of the student',
    purpose: 'Fees with arrears, and some ahead',
    credit: 'NGN 10,000',
  });
  await page.goto(`/students/${student._id}`);
  await expect(
    page
      .getByRole('table', { name: /Student details/ })
      .getByRole('row', { name: 'Balance NGN 10,000 credit' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View statement' }).click();
  await expect(page.getByText('Balance now: NGN 10,000 credit')).toBeVisible();

  // A class's items: edit, add one, and see it listed.
  await page.goto('/classrooms');
  await page.getByRole('article').first().getByRole('link', { name: /^View/ }).click();
  await page.getByRole('link', { name: 'Edit fee items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fee Items' })).toBeVisible();
  await expectAccessible(page, 'fee items');
  await page.getByRole('button', { name: 'Add fee item' }).click();
  const added = page.getByRole('group').last();
  await added.getByRole('textbox', { name: 'Item name' }).fill('Sports kit');
  await added.getByRole('spinbutton', { name: 'Amount (NGN)' }).fill('4500');
  await added.getByRole('checkbox', { name: /Optional/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('Fee items saved successfully!')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Fee items this term' })
      .getByRole('row', { name: 'Sports kit NGN 4,500 Students who take it' }),
  ).toBeVisible();
});
