import { expect, test } from '@playwright/test';
import { arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import { recordTransfer, voidShownPayment } from '../support/screens/recorded-payment';

test('an account records a bank transfer, prints its receipt, voids it, and every figure follows', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { account, api } = await newAccount(request);
  const { school, student } = await arrangeSchool(api, account.password);
  // No slide-in of the phone navigation, so the 375 px screenshots show where things settle.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInWithAccount(page, account);
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Stars Academy' })).toBeVisible();

  await page.goto(`/students/${student._id}`);
  await expect(page.getByRole('img', { name: 'Fees paid: 0%' })).toBeVisible();
  await page.getByRole('link', { name: 'Record payment' }).click();
  await expect(
    page.getByRole('button', { name: 'Select student Bello Tobi - (Primary1)' }),
  ).toBeVisible();
  await recordTransfer(
    page,
    {
      amount: '30000',
      reference: 'NIP/2026/000451',
      depositor: 'Bello Kunle',
      purpose: 'First term school fees',
    },
    account.password,
  );
  const paymentUrl = page.url();

  // The server holds it: a transfer, counted, recorded by this account.
  const [stored] = (await (await api.get(`/payments?studentId=${student._id}`)).json()) as {
    _id: string;
    method: string;
    status: string;
    recordedBy: string;
  }[];
  expect(stored).toMatchObject({ method: 'transfer', status: 'success' });
  expect(stored!.recordedBy).toContain(account.email);

  await expect(page.getByRole('row', { name: 'Amount NGN 30,000' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('recorded-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: testInfo.outputPath('recorded-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ media: 'print' });
  const receipt = page.getByRole('region', { name: 'Payment receipt' });
  await expect(receipt.getByRole('row', { name: 'Method Bank transfer' })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('recorded-receipt-print.png'),
    fullPage: true,
  });
  await page.emulateMedia({ media: 'screen' });

  // 30,000 of 80,000 expected: 37%, on the student's ring and the home footer.
  await page.goto(`/students/${student._id}`);
  await expect(page.getByRole('img', { name: 'Fees paid: 37%' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Fees paid at Bright Stars Academy: 37%')).toBeVisible();
  await page.goto('/payments');
  const row = page
    .getByRole('table', { name: /^Payments made to / })
    .getByRole('row')
    .nth(1);
  await expect(row).toContainText('Bank transfer');

  await page.goto(paymentUrl);
  await voidShownPayment(page, 'Entered for the wrong student', account.password);
  await expect(
    page.getByRole('row', { name: 'Reason Entered for the wrong student' }),
  ).toBeVisible();
  await expect(page.getByText('This payment is void.')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('voided-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: testInfo.outputPath('voided-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto(`/students/${student._id}`);
  await expect(page.getByRole('img', { name: 'Fees paid: 0%' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Fees paid at Bright Stars Academy: 0%')).toBeVisible();
  await page.goto('/payments');
  await expect(row).toContainText('Void');
  await expect(page.getByRole('status')).toContainText('NGN 0');
});
