import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { type Account, apiSession, arrangeSchool, newAccount } from '../support/account';
import { enterAdminPassword } from '../support/guest-session';

/** 'Log out everywhere' from another device: a second API session of the same account. */
async function revokeFromElsewhere(request: APIRequestContext, account: Account) {
  const elsewhere = await apiSession(request, account);
  expect((await elsewhere.post('/auth/logout-everywhere', {})).ok()).toBe(true);
}

async function signInOnLoginScreen(page: Page, account: Account) {
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a session revoked mid-work leads to /login, and signing in returns to the exact page', async ({
  page,
  request,
}) => {
  const { account, api } = await newAccount(request);
  const password = account.password;
  const { school, student } = await arrangeSchool(api, password, {
    school: 'Bright Stars Academy',
    address: '12 Allen Avenue, Ikeja',
    classroom: 'Primary1',
    teacher: 'Mrs Ifeoma Eze',
    student: 'Okonkwo Chinedu',
  });

  await page.goto('/login');
  await signInOnLoginScreen(page, account);
  await expect(page).toHaveURL('/');
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Stars Academy' })).toBeVisible();

  // A filtered list: the session ends elsewhere, and the next load of the page is refused.
  await page.goto('/students?sex=Male');
  await expect(page.getByRole('row', { name: /Okonkwo Chinedu/ })).toBeVisible();
  await revokeFromElsewhere(request, account);
  await page.reload();
  await signInOnLoginScreen(page, account);
  await expect(page).toHaveURL('/students?sex=Male');
  await expect(page.getByRole('row', { name: /Okonkwo Chinedu/ })).toBeVisible();

  // An edit in progress: the save is refused with 401, which ends the session here too.
  await page.goto(`/students/${student._id}/edit`);
  await expect(page.getByLabel('First name')).toHaveValue('Chinedu');
  await revokeFromElsewhere(request, account);
  await page.getByLabel('Age').fill('9');
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page, 'Submit', password);
  await signInOnLoginScreen(page, account);
  await expect(page).toHaveURL(`/students/${student._id}/edit`);
  await expect(page.getByLabel('First name')).toHaveValue('Chinedu');

  // Logging out on purpose is not a page to come back to.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await signInOnLoginScreen(page, account);
  await expect(page).toHaveURL('/');
});
