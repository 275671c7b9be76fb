import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, createAccount, type Account } from '../support/account';
import { enterAdminPassword } from '../support/guest-session';
import { serveInbox } from '../support/inbox';

// The suite's config points the API's mail at SMTP_URL; this spec is the SMTP server there.
const inbox = serveInbox();

type Saved = { _id: string };

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
  const account = await createAccount(request, inbox);
  const api = await apiSession(request, account);
  const password = account.password;
  const school = (await (
    await api.post('/schools', {
      name: 'Bright Stars Academy',
      address: '12 Allen Avenue, Ikeja',
      level: 'Primary',
      password,
    })
  ).json()) as Saved;
  const room = (await (
    await api.post('/classrooms', {
      name: 'Primary1',
      classTeacher: 'Mrs Ifeoma Eze',
      classFees: 80000,
      schoolId: school._id,
      password,
    })
  ).json()) as Saved;
  const student = (await (
    await api.post('/students', {
      fullname: 'Zorabere Adaeze',
      age: 8,
      sex: 'Female',
      phoneNo: '08021234567',
      discount: 0,
      classroom: room._id,
      schoolId: school._id,
      password,
    })
  ).json()) as Saved;

  await page.goto('/login');
  await signInOnLoginScreen(page, account);
  await expect(page).toHaveURL('/');
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Stars Academy' })).toBeVisible();

  // A filtered list: the session ends elsewhere, and the next load of the page is refused.
  await page.goto('/students?sex=Female');
  await expect(page.getByRole('row', { name: /Zorabere Adaeze/ })).toBeVisible();
  await revokeFromElsewhere(request, account);
  await page.reload();
  await signInOnLoginScreen(page, account);
  await expect(page).toHaveURL('/students?sex=Female');
  await expect(page.getByRole('row', { name: /Zorabere Adaeze/ })).toBeVisible();

  // An edit in progress: the save is refused with 401, which ends the session here too.
  await page.goto(`/students/${student._id}/edit`);
  await expect(page.getByLabel('First name')).toHaveValue('Adaeze');
  await revokeFromElsewhere(request, account);
  await page.getByLabel('Age').fill('9');
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page, 'Submit', password);
  await signInOnLoginScreen(page, account);
  await expect(page).toHaveURL(`/students/${student._id}/edit`);
  await expect(page.getByLabel('First name')).toHaveValue('Adaeze');

  // Logging out on purpose is not a page to come back to.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await signInOnLoginScreen(page, account);
  await expect(page).toHaveURL('/');
});
