import { expect, test, type Page } from '@playwright/test';
import { arrangeSchool, loginWithAccount, newAccount } from '../support/account';
import { API_ORIGIN, REMOTES, SHELL_ORIGIN } from '../support/apps';
import { recordCspViolations } from '../support/csp-violations';
import { loginAsGuest } from '../support/guest-session';
import { submitPaymentForm } from '../support/screens/payment-form';

// The shell's Content-Security-Policy lets the whole dashboard run, both checkouts included, and
// still refuses a script an attacker manages to put into the page.

const payment = {
  depositor: 'Ngozi Okafor',
  email: 'ngozi.okafor@example.com',
  amount: '25000',
  purpose: 'Second term tuition',
};

/** The success alert is the product's own; any other dialog fails the walk. */
function acceptSuccessAlert(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  return dialogs;
}

test('the shell and the remotes send their security headers', async ({ request }) => {
  const shell = await request.get('/students/anything');
  const policy = shell.headers()['content-security-policy'] ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(' '))
      .find(([key]) => key === name)
      ?.slice(1);
  expect(directive('script-src')).toEqual([
    "'self'",
    ...REMOTES.map((remote) => `${remote.origin}/`),
    `${API_ORIGIN}/api/dev/paystack/inline.js`,
  ]);
  expect(directive('connect-src')).toContain(API_ORIGIN);
  expect(directive('object-src')).toEqual(["'none'"]);
  expect(directive('base-uri')).toEqual(["'self'"]);
  expect(directive('form-action')).toEqual(["'self'"]);
  expect(directive('frame-ancestors')).toEqual(["'none'"]);

  for (const url of [
    `${SHELL_ORIGIN}/`,
    ...REMOTES.flatMap(({ origin }) => [
      `${origin}/remoteEntry.js`,
      `${origin}/mf-manifest.json`,
      `${origin}/no-such-file.js`,
    ]),
  ]) {
    const headers = (await request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  }
});

test('a guest walks a list and pays by the demo checkout without one policy violation', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const dialogs = acceptSuccessAlert(page);
  await loginAsGuest(page);

  await page.goto('/schools');
  await page.getByRole('link', { name: 'View School' }).first().click();
  await page.getByRole('link', { name: 'View students' }).click();
  const table = page.getByRole('table', { name: /^Students of / });
  await table.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/students\/\w+$/);
  await page.getByRole('link', { name: 'Make payment' }).click();
  await expect(page.getByRole('button', { name: /^Select student / })).toBeVisible();
  const confirmation = await submitPaymentForm(page, payment);
  await confirmation.getByRole('button', { name: 'Pay Fees' }).click();
  const checkout = page.getByRole('dialog', { name: 'Demo checkout — no money moves' });
  await checkout.getByRole('button', { name: 'Pay NGN 25,000' }).click();

  await expect(page.getByText('Payment successfull!')).toBeVisible();
  expect(dialogs).toEqual(['Payment successful! Please check for email for a receipt']);
  expect(violations).toEqual([]);
});

test("an account pays by the API's simulated checkout without one policy violation", async ({
  page,
  request,
}) => {
  const { account, api } = await newAccount(request);
  const { student } = await arrangeSchool(api, account.password);
  const violations = await recordCspViolations(page);
  const dialogs = acceptSuccessAlert(page);
  await loginWithAccount(page, account);

  await page.goto(`/students/${student._id}`);
  await page.getByRole('link', { name: 'Make payment' }).click();
  await expect(
    page.getByRole('button', { name: 'Select student Bello Tobi - (Primary1)' }),
  ).toBeVisible();
  const confirmation = await submitPaymentForm(page, payment);
  await confirmation.getByRole('button', { name: 'Pay Fees' }).click();
  const checkout = page.getByRole('dialog', { name: 'Simulated checkout — no real money' });
  await checkout.getByRole('button', { name: /^Pay NGN 25,000/ }).click();

  await expect(page.getByText('Payment successfull!')).toBeVisible();
  expect(dialogs).toEqual(['Payment successful! Please check for email for a receipt']);
  expect(violations).toEqual([]);
});

test('a script injected into the page does not run, and the shell cannot be framed', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login as guest' })).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.inlineHandlerRan = true">';
    document.body.append(holder);
  });

  await expect
    .poll(() => violations.map((violation) => violation.directive).sort())
    .toEqual(['script-src-attr', 'script-src-elem']);
  const ran = await page.evaluate(() => {
    const marks = window as unknown as Record<string, boolean | undefined>;
    return [marks.inlineScriptRan, marks.inlineHandlerRan];
  });
  expect(ran).toEqual([undefined, undefined]);

  await page.setContent(`<iframe title="framed" src="${SHELL_ORIGIN}/login"></iframe>`);
  // setContent waits for the frame to finish: Chromium shows its error page in place of the shell.
  expect(page.frames()[1]?.url()).toMatch(/^chrome-error:/);
});
