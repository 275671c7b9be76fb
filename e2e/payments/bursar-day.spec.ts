import { expect, test } from '@playwright/test';
import { enterAdminPassword } from '../support/guest-session';
import { inbox } from '../support/mail/inbox';
import { arrangeSchool, newAccount, signInWithAccount, type ApiSession } from '../support/account';
import { SHELL_ORIGIN } from '../support/apps';

// A bursar's day (docs/payments.md): a student owing last term's fees pays the whole balance in
// cash, the payment shows under Today with the day's total, its receipt carries its number and
// what is left, and the child's pay link then says the fees are paid.

/** Bright Stars Academy's one student, owing last term's NGN 80,000 and this term's NGN 80,000. */
async function studentWithArrears(api: ApiSession, password: string) {
  const records = await arrangeSchool(api, password);
  const termsPath = `/schools/${records.school._id}/terms`;
  const [first] = (await (await api.get(termsPath)).json()) as { _id: string }[];
  const next = await api.post(termsPath, { closing: first!._id, password });
  expect(next.status(), await next.text()).toBe(201);
  return records;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a student with arrears pays the full balance in cash: Today, the receipt, and a paid-up link', async ({
      browser,
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const { account, api } = await newAccount(request);
      const { student } = await studentWithArrears(api, account.password);
      await signInWithAccount(page, account);

      await page.goto(`/students/${student._id}`);
      await page
        .getByRole('region', { name: 'Student actions' })
        .getByRole('link', { name: 'Record payment' })
        .click();
      await page.getByRole('button', { name: 'Pay full balance, NGN 160,000' }).click();
      await expect(page.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('160000');
      await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Cash' });
      await page.getByRole('textbox', { name: 'Depositor name' }).fill('Bello Kunle');
      await page.getByRole('textbox', { name: 'Purpose / Description' }).fill('Fees and arrears');
      await page.getByRole('button', { name: 'Record payment' }).click();
      await enterAdminPassword(page, 'Submit', account.password);
      await expect(page.getByText('Payment recorded successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/payments\/[^/]+$/);

      // The receipt, as printed: its number, what was paid this term, nothing left.
      await page.emulateMedia({ media: 'print' });
      const receipt = page.getByRole('region', { name: 'Payment receipt' });
      await expect(receipt.getByRole('row', { name: 'Receipt no. BSA-000001' })).toBeVisible();
      await expect(
        receipt.getByRole('row', { name: 'Paid to date this term NGN 160,000' }),
      ).toBeVisible();
      await expect(
        receipt.getByRole('row', { name: 'Balance after this payment NGN 0' }),
      ).toBeVisible();
      await page.emulateMedia({ media: 'screen' });

      // Today's takings.
      await page.goto('/payments');
      await page
        .getByRole('group', { name: 'Period' })
        .getByRole('button', { name: 'Today' })
        .click();
      await expect(page).toHaveURL(/period=today/);
      await expect(
        page.getByText('1 payment, NGN 160,000 in total: Cash NGN 160,000'),
      ).toBeVisible();
      await expect(page.getByRole('row', { name: /Bello Tobi/ })).toBeVisible();

      // The child's link, opened by a parent with no account.
      const shared = await api.post(`/students/${student._id}/pay-link`, {});
      expect(shared.status()).toBe(201);
      const { token } = (await shared.json()) as { token: string };
      const parentContext = await browser.newContext({ viewport, baseURL: SHELL_ORIGIN });
      const parent = await parentContext.newPage();
      await parent.goto(`/pay/${token}`);
      await expect(parent.getByText('Fees fully paid for this term')).toBeVisible();
      await parentContext.close();
    });
  });
}

test('a parent named Obi Eze signs up: three-letter names are names', async ({ page }) => {
  const email = `obi.eze.${Date.now()}@school.ng`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Obi');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByLabel('Password', { exact: true }).fill('obi-eze-pass');
  await page.getByLabel('Confirm password').fill('obi-eze-pass');
  const since = await inbox.count();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  expect(await inbox.codeFor(email, /verif/i, since)).toMatch(/^\d{6}$/);
});
