import { expect, test } from '@playwright/test';
import {
  apiSession,
  arrangePayment,
  arrangeSchool,
  createAccount,
  firstTermPayment,
  newAccount,
  signInWithAccount,
} from '../support/account';
import { enterAdminPassword } from '../support/guest-session';

type Named = { _id: string; name: string; address?: string; classFees?: number };

test('an account holder registers, edits and deletes a school and a classroom on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { account, api } = await newAccount(request);
  await signInWithAccount(page, account);

  await page.goto('/schools');
  await expect(page.getByText('Please create a school to get started.')).toBeVisible();
  await page.getByRole('link', { name: 'Register school' }).click();
  await page.getByLabel('School name').fill('Harmony Heights School');
  await page.getByLabel('Address').fill('7 Awolowo Road, Ikoyi, Lagos');
  await page.getByLabel('Level').selectOption({ label: 'Secondary' });
  await page.getByRole('button', { name: 'Register school' }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  await expect(page.getByText('School registered successfully!')).toBeVisible();

  const [school] = (await (await api.get('/schools')).json()) as Named[];
  expect(school).toMatchObject({ name: 'Harmony Heights School', level: 'Secondary' });

  await page.getByRole('article', { name: 'Harmony Heights School' }).getByRole('link').click();
  await expect(page).toHaveURL(`/schools/${school!._id}`);
  await page.getByRole('link', { name: 'Edit school' }).click();
  await page.getByLabel('Address').fill('9 Awolowo Road, Ikoyi, Lagos');
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  await expect(page.getByText('School updated successfully!')).toBeVisible();
  const edited = (await (await api.get(`/schools?_id=${school!._id}`)).json()) as Named[];
  expect(edited[0]?.address).toBe('9 Awolowo Road, Ikoyi, Lagos');

  await page.getByRole('link', { name: 'View classrooms' }).click();
  await page.getByRole('link', { name: 'Add Classroom' }).click();
  await page.getByLabel('Preset class').selectOption('jss1');
  await page.getByLabel('Class teacher').fill('Mr Emeka Obi');
  await page.getByLabel('Fees per child (NGN)').fill('120000');
  await page.getByRole('button', { name: 'Register classroom' }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  await expect(page.getByText('Classroom registered successfully!')).toBeVisible();
  const [classroom] = (await (
    await api.get(`/classrooms?schoolId=${school!._id}`)
  ).json()) as Named[];
  expect(classroom).toMatchObject({ name: 'jss1', classFees: 120000 });

  // Deleting the school takes its classroom with it, on the server.
  await page.goto(`/schools/${school!._id}`);
  await page.getByRole('button', { name: 'Delete school' }).click();
  await enterAdminPassword(page, 'Delete', account.password);
  await expect(page.getByText('School deleted successfully!')).toBeVisible();
  await expect(page.getByText('Please create a school to get started.')).toBeVisible();
  expect(await (await api.get('/schools')).json()).toEqual([]);
  expect((await api.get(`/classrooms?_id=${classroom!._id}`)).status()).toBeLessThan(500);
  expect(await (await api.get(`/classrooms?_id=${classroom!._id}`)).json()).toEqual([]);
});

test('a wrong admin password writes nothing, and another owner’s school is not found', async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(60_000);
  const { account: owner, api: ownerApi } = await newAccount(request);
  const created = await ownerApi.post('/schools', {
    name: 'Owner’s Own College',
    address: '3 Ring Road, Ibadan',
    level: 'Tetiary',
    password: owner.password,
  });
  expect(created.status()).toBe(201);
  const theirs = (await created.json()) as Named;

  const other = await playwright.request.newContext();
  const intruder = await createAccount(other);
  await signInWithAccount(page, intruder);

  await page.goto('/schools/register');
  await page.getByLabel('School name').fill('Should Not Exist Academy');
  await page.getByLabel('Address').fill('1 Nowhere Street, Abuja');
  await page.getByLabel('Level').selectOption({ label: 'Primary' });
  await page.getByRole('button', { name: 'Register school' }).click();
  await enterAdminPassword(page, 'Submit', 'not-the-password');
  await expect(page.getByRole('dialog').getByText('Incorrect password')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('School name')).toHaveValue('Should Not Exist Academy');
  const intruderApi = await apiSession(other, intruder);
  expect(await (await intruderApi.get('/schools')).json()).toEqual([]);

  await page.goto(`/schools/${theirs._id}`);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expect(page.getByText('Owner’s Own College')).toHaveCount(0);
  expect(((await (await ownerApi.get('/schools')).json()) as Named[])[0]?.name).toBe(
    'Owner’s Own College',
  );
  await other.dispose();
});

test('after a verified card payment the rings show paid ÷ expected', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { account, api } = await newAccount(request);
  const records = await arrangeSchool(api, account.password);
  // A card payment of NGN 30,000 through the simulated checkout, verified by the server.
  await arrangePayment(api, records, firstTermPayment);
  const { school, classroom } = records;

  await signInWithAccount(page, account);
  // 30,000 of 80,000 expected: floor(100 × 30000 / 80000) = 37.
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('img', { name: 'Fees paid: 37%' })).toBeVisible();
  await page.goto(`/classrooms/${classroom._id}`);
  await expect(page.getByRole('img', { name: 'Fees paid: 37%' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');
});
