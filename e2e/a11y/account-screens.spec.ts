import { startSmtpSink, type SmtpSink } from '@fees/api/testing/smtp-sink';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { createAccount, loginWithAccount } from '../support/account';

// The screens only an account reaches, or that need the API's mail: e-mail verification, both
// steps of the password reset, a new account's empty school list, and the profile's sessions.
const smtpPort = Number(new URL(process.env.SMTP_URL ?? 'smtp://127.0.0.1:2525').port);
let inbox: SmtpSink;

test.beforeAll(async () => {
  inbox = await startSmtpSink(smtpPort);
});

test.afterAll(async () => {
  await inbox.close();
});

test('account screens: verify e-mail, reset password, empty schools, profile', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const account = await createAccount(request, inbox);

  await page.goto('/verify-email');
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expectAccessible(page, 'verify e-mail');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Verification code').fill('000000');
  // Verifying shows its loader for about 3 s (SPEC §4) before the answer.
  await expect(page.getByText('Wrong code. Please check the code and retry.')).toBeVisible({
    timeout: 10_000,
  });
  await expectAccessible(page, 'verify e-mail with a wrong code');

  await page.goto('/reset-password');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'reset password, first step with an error');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByLabel('Reset code')).toBeVisible();
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByLabel('Reset code')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'reset password, second step with errors');

  await loginWithAccount(page, account);
  await page.goto('/schools');
  await expect(page.getByText('Please create a school to get started.')).toBeVisible();
  await expectAccessible(page, 'schools list, empty');
  await page.goto('/students');
  await expect(page.getByRole('link', { name: 'Choose a school' })).toBeVisible();
  await expectAccessible(page, 'students without a current school');

  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Log out everywhere' })).toBeVisible();
  await expectAccessible(page, 'profile with its sessions');
});
