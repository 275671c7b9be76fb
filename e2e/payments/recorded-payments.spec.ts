import { expect, test, type Page } from '@playwright/test';
import { signInAsGuest, storedRecords } from '../support/guest-session';
import { recordTransfer, voidShownPayment } from '../support/screens/recorded-payment';

// The guest demo keeps the same rules as the API, over local storage.

const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The student's and the home footer's paid figures, as a person reads them. */
async function paidFigures(page: Page, studentId: string) {
  await page.goto(`/students/${studentId}`);
  const student = naira(await page.getByRole('row', { name: /^Fees paid NGN/ }).textContent());
  await page.goto('/');
  // The footer's 'NGN 40,000 of NGN 100,000 paid': the first amount is what is paid.
  const footer = page.getByText(/^NGN [\d,.]+ of NGN [\d,.]+ paid$/);
  await expect(footer).toBeVisible();
  const home = naira((await footer.textContent())?.split(' of ')[0] ?? '');
  return { student, home };
}

test('a guest records a bank transfer, prints it, voids it, and every figure returns', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsGuest(page);
  const students = (await storedRecords(page, 'students')) as Array<{
    _id: string;
    schoolId: string;
  }>;
  const student = students.filter((s) => s.schoolId === students[0]!.schoolId)[4]!;
  const before = await paidFigures(page, student._id);

  await page.goto(`/students/${student._id}`);
  await page.getByRole('link', { name: 'Record payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Record Payment' })).toBeVisible();
  await recordTransfer(page, {
    amount: '15000',
    reference: 'NIP/2026/778812',
    depositor: 'Ngozi Okafor',
    purpose: 'Second term tuition',
  });
  const paymentUrl = page.url();
  await expect(page.getByRole('row', { name: 'Method Bank transfer' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(
    page.getByRole('region', { name: 'Payment receipt' }).getByRole('row', {
      name: 'Amount NGN 15,000',
    }),
  ).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const recorded = await paidFigures(page, student._id);
  expect(recorded.student).toBe(before.student + 15000);
  expect(recorded.home).toBe(before.home + 15000);

  // The same bank reference again is refused under its field, linking the first entry.
  await page.goto(`/payments/record?student=${student._id}`);
  await expect(page.getByRole('spinbutton', { name: 'Amount' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('15000');
  await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Bank transfer' });
  await page.getByRole('textbox', { name: 'Bank or terminal reference' }).fill('nip/2026/778812');
  await page.getByRole('textbox', { name: 'Depositor name' }).fill('Ngozi Okafor');
  await page.getByRole('textbox', { name: 'Purpose / Description' }).fill('Second term tuition');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill('guest-demo');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This reference is already recorded for this school.')).toBeVisible();
  await page.getByRole('link', { name: 'View the payment already recorded' }).click();
  await expect(page).toHaveURL(paymentUrl);

  await voidShownPayment(page, 'Entered for the wrong student');
  await expect(
    page.getByRole('row', { name: 'Reason Entered for the wrong student' }),
  ).toBeVisible();
  const voided = await paidFigures(page, student._id);
  expect(voided).toEqual(before);

  await page.goto('/payments');
  const row = page
    .getByRole('table', { name: /^Payments made to / })
    .getByRole('row')
    .nth(1);
  await expect(row).toContainText('Void');
  await page.screenshot({ path: testInfo.outputPath('payments-with-void-1280.png') });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  // Phones keep the first column, where the tag leads.
  await expect(row.getByText('Void', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payments-with-void-375.png') });
});
