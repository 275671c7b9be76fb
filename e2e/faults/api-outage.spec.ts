import { startApiProcess, type ApiProcess } from '@fees/api/testing/api-process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { apiSession, arrangeSchool } from '../support/account';
import { enterAdminPassword } from '../support/guest-session';
import {
  firstTermForm,
  recordAlerts,
  startFirstTermPayment,
} from '../support/screens/payment-form';

// The API really stops while a form is open and starts again on the same port and database. The
// suite's API serves every other spec, so this one runs its own API process and passes the
// dashboard's API calls on to it (see useOwnApi).
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

const SUITE_API = 'http://localhost:4000';
const NO_SERVER = 'Cannot reach the server. Check your connection and try again.';

/**
 * The dashboard's calls to its API (the suite's, at :4000) go on to this spec's own API process
 * instead, answered by it as they are; while it is stopped they are refused, as a stopped server
 * refuses them. The page keeps its configured API and its Content-Security-Policy as served.
 */
async function useOwnApi(page: Page) {
  await page.route(
    (url) => url.origin === SUITE_API && !url.pathname.startsWith('/api/dev/'),
    async (route) => {
      const url = route.request().url().replace(SUITE_API, apiUrl);
      let response;
      try {
        response = await route.fetch({ url });
      } catch {
        return route.abort('connectionrefused');
      }
      await route.fulfill({ response });
    },
  );
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(api.account.email);
  await page.getByLabel('Password', { exact: true }).fill(api.account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
}

/** An API session of the account's own on this API, beside the browser's. */
function ownApiSession(request: APIRequestContext) {
  return apiSession(request, api.account, `${apiUrl}/api`);
}

test('the API stops while a form is open: the form says so, keeps every value, and saves once when it is back', async ({
  page,
  request,
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
  const schools = await (await ownApiSession(request)).get('/schools');
  expect(((await schools.json()) as { name: string }[]).map(({ name }) => name)).toEqual([
    'Greenfield Academy',
  ]);
});

test('the API stops before Pay Fees: the payment form says so, keeps its values, and opens one checkout when it is back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { school, student } = await arrangeSchool(
    await ownApiSession(request),
    api.account.password,
  );
  const alerts = recordAlerts(page);
  await useOwnApi(page);
  await signIn(page);
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('link', { name: 'Edit school' })).toBeVisible();
  const confirmation = await startFirstTermPayment(page, student._id);

  await api.pause();
  await confirmation.getByRole('button', { name: 'Pay Fees' }).click();
  await expect(page.getByRole('alert')).toHaveText(NO_SERVER);
  await expect(page.getByLabel('Depositor name')).toHaveValue(firstTermForm.depositor);
  await expect(page.getByLabel('Email')).toHaveValue(firstTermForm.email);
  await expect(page.getByLabel('Amount')).toHaveValue(firstTermForm.amount);
  await expect(page.getByLabel('Purpose / Description')).toHaveValue(firstTermForm.purpose);

  await api.resume();
  await page.getByRole('button', { name: 'Make payment' }).click();
  await confirmation.getByRole('button', { name: 'Pay Fees' }).click();
  const checkout = page.getByRole('dialog', { name: 'Simulated checkout — no real money' });
  await expect(checkout).toHaveCount(1);
  await expect(checkout.getByRole('button', { name: /^Pay NGN 30,000/ })).toBeVisible();
  expect(alerts).toEqual([]);
});
