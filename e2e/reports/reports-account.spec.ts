import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import { recordTransfer, voidShownPayment } from '../support/screens/recorded-payment';

// A bursar's day in the reports (docs/reports.md): cash and a transfer recorded today show in
// today's cash book and in the term's collections; the transfer voided drops out of both.

test('cash and a transfer show in the cash book and the term chart; a void drops out of both', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { account, api } = await newAccount(request);
  const { school, student } = await arrangeSchool(api, account.password);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInWithAccount(page, account);
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Stars Academy' })).toBeVisible();

  const record = async (details: Parameters<typeof recordTransfer>[1]) => {
    await page.goto(`/payments/record?student=${student._id}`);
    await expect(
      page.getByRole('button', { name: 'Select student Bello Tobi - (Primary1)' }),
    ).toBeVisible();
    await recordTransfer(page, details, account.password);
  };
  await record({
    method: 'Cash',
    amount: '20000',
    reference: '',
    depositor: 'Bello Kunle',
    purpose: 'First term school fees',
  });
  await record({
    amount: '30000',
    reference: 'NIP/2026/000777',
    depositor: 'Bello Kunle',
    purpose: 'First term school fees',
  });
  const transferUrl = page.url();

  await page.goto('/reports/cash-book');
  const totals = page.getByRole('table', { name: /^Money received on / });
  await expect(totals.getByRole('row', { name: 'Cash NGN 20,000' })).toBeVisible();
  await expect(totals.getByRole('row', { name: 'Bank transfer NGN 30,000' })).toBeVisible();
  await expect(totals.getByRole('row', { name: 'Total NGN 50,000' })).toBeVisible();
  const payments = page.getByRole('table', { name: /^Payments on / });
  await expect(payments.getByRole('row')).toHaveCount(3);
  await expect(payments).toContainText(account.email);

  await page.goto('/reports');
  const figures = page.getByRole('region', { name: /^First term / });
  await expect(figures.getByText('NGN 50,000').first()).toBeVisible();
  const days = page.getByRole('table', { name: /^Collections by day, / });
  await expect(days.getByRole('row')).toHaveCount(2);
  await expect(days.getByRole('row').nth(1)).toContainText('NGN 20,000');
  await expect(days.getByRole('row').nth(1)).toContainText('NGN 30,000');
  await expect(page.getByRole('img', { name: /^Collections by day: NGN 50,000 / })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('account-overview-1280.png'), fullPage: true });

  await page.goto(transferUrl);
  await voidShownPayment(page, 'Entered twice', account.password);
  await expect(page.getByText('This payment is void.')).toBeVisible();

  await page.goto('/reports/cash-book');
  await expect(totals.getByRole('row', { name: 'Bank transfer NGN 0' })).toBeVisible();
  await expect(totals.getByRole('row', { name: 'Total NGN 20,000' })).toBeVisible();
  await expect(payments.getByRole('row', { name: /Void/ })).toContainText('NGN 30,000');
  await page.screenshot({
    path: testInfo.outputPath('account-cash-book-1280.png'),
    fullPage: true,
  });
  await expectAccessible(page, 'cash book with a void payment');

  await page.goto('/reports');
  await expect(page.getByRole('img', { name: /^Collections by day: NGN 20,000 / })).toBeVisible();
});
