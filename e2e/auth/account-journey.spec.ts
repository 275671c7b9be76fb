import { expect, test } from '@playwright/test';
import { inbox } from '../support/mail/inbox';

test('account: signup → verify by mailed code → login → reload → profile edit → logout', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `bursar.${Date.now()}@school.ng`;
  const password = 'school-fees';

  // Signup creates the account and moves to /verify-email with the address.
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Adaeze');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  const since = await inbox.count();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const code = await inbox.codeFor(email, /verif/i, since);

  // A wrong code first (the loader runs about 3 s).
  const codeField = page.getByLabel('Verification code');
  const wrong = code === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await expect(page.getByText('Wrong code. Please check the code and retry.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText('or resend code if expired')).toBeVisible();

  // The mailed code verifies by itself; /login 5 s later.
  await codeField.fill(code);
  await expect(page.getByText('Success! Your email has been verified.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText('You will be redirected shortly.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verified' })).toBeDisabled();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  // The verified address is filled in.
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // Wrong password, then the right one.
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Adaeze/).first()).toBeVisible();

  // The cookie session survives a reload.
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Adaeze/).first()).toBeVisible();

  // Profile edit through the admin-password modal.
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('First name').fill('Chinedu');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const modal = page.getByRole('dialog', { name: 'Please enter Admin password.' });
  await modal.getByLabel('Password').fill('not-my-password');
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal.getByText('Incorrect password')).toBeVisible();
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Chinedu');

  // Logout ends the session on the server: a dashboard URL now goes to /login.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/schools');
  await expect(page).toHaveURL(/\/login$/);
});
