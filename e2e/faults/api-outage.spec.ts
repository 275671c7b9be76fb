import { startApiProcess, type ApiProcess } from '@fees/api/testing/api-process';
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { enterAdminPassword } from '../support/guest-session';

// The API really stops while a form is open and starts again on the same port and database. The
// suite's API serves every other spec, so this one runs its own API process and points the
// dashboard's config.json at it (the remotes and everything else stay as served).
let api: ApiProcess;
let apiUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = await startApiProcess({ root: path.resolve(__dirname, '../..') });
  // The session cookie is SameSite=Lax: the API must be same-site with localhost:3000.
  apiUrl = api.url.replace('127.0.0.1', 'localhost');
});

test.afterAll(async () => {
  await api?.stop();
});

const NO_SERVER = 'Cannot reach the server. Check your connection and try again.';

async function useOwnApi(page: Page) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), apiUrl } });
  });
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(api.account.email);
  await page.getByLabel('Password', { exact: true }).fill(api.account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
}

/** The records of the account on this API, as a fresh sign-in reads them. */
async function listed(page: Page, collection: string): Promise<{ _id: string; name?: string }[]> {
  const request = page.context().request;
  const headers = { Origin: 'http://localhost:3000' };
  await request.post(`${apiUrl}/api/auth/login`, { headers, data: api.account });
  return (await request.get(`${apiUrl}/api/${collection}`)).json();
}

test('the API stops while a form is open: the form says so, keeps every value, and saves once when it is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useOwnApi(page);
  await signIn(page);

  await page.goto('/schools/register');
  await page.getByRole('textbox', { name: 'School name' }).fill('Greenfield Academy');
  await page.getByRole('textbox', { name: 'Address' }).fill('1 Marina Road, Lagos');
  await page.getByRole('combobox', { name: 'Level' }).selectOption('Secondary');
  await api.pause();
  await page.getByRole('button', { name: 'Register school' }).click();
  await enterAdminPassword(page, 'Submit', api.account.password);

  await expect(page.getByRole('alert')).toHaveText(`The school was not saved. ${NO_SERVER}`);
  await expect(page.getByRole('textbox', { name: 'School name' })).toHaveValue(
    'Greenfield Academy',
  );
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('1 Marina Road, Lagos');
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveValue('Secondary');
  await expect(page).toHaveURL('/schools/register');

  await api.resume();
  await page.getByRole('button', { name: 'Register school' }).click();
  await enterAdminPassword(page, 'Submit', api.account.password);
  await expect(page.getByText('School registered successfully!')).toBeVisible();
  await expect(page).toHaveURL('/schools');
  const schools = await listed(page, 'schools');
  expect(schools.map(({ name }) => name)).toEqual(['Greenfield Academy']);
});
