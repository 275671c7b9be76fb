import { expect, test, type Page } from '@playwright/test';
import { arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import {
  GUEST_PASSWORD,
  openedDaysAgo,
  signInAsGuest,
  storedRecords,
} from '../support/guest-session';
import { recordAlerts, submitPaymentForm } from '../support/screens/payment-form';

// A double click on a button that writes sends one write: one record, one delete, one checkout.

const SCHOOL = 'Greenfield Academy';
const SUCCESS_ALERT = 'Payment successful! Please check for email for a receipt';

/** Every write the page sends to the API, as 'METHOD /api/path'. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === '4000' && request.method() !== 'GET') {
      writes.push(`${request.method()} ${url.pathname}`);
    }
  });
  return writes;
}

/** Registers a school with a double click on the password modal's Submit; returns its id. */
async function registerSchoolByDoubleClick(page: Page, password: string): Promise<string> {
  await page.goto('/schools/register');
  await page.getByRole('textbox', { name: 'School name' }).fill(SCHOOL);
  await page.getByRole('textbox', { name: 'Address' }).fill('1 Marina Road, Lagos');
  await page.getByRole('combobox', { name: 'Level' }).selectOption('Primary');
  await page.getByRole('button', { name: 'Register school' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please enter Admin password.' });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByText('School registered successfully!')).toHaveCount(1);
  await expect(page).toHaveURL('/schools');
  const card = page.getByRole('article', { name: SCHOOL });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: 'View School' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL })).toBeVisible();
  return new URL(page.url()).pathname.split('/')[2]!;
}

/** Deletes the open school with a double click on the confirm modal's Delete. */
async function deleteSchoolByDoubleClick(page: Page, password: string) {
  await page.getByRole('button', { name: 'Delete school' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this school?' });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(page).toHaveURL('/schools');
  await expect(page.getByText('School deleted successfully!')).toHaveCount(1);
  await expect(page.getByRole('article', { name: SCHOOL })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** Opens a school's page, which makes it the current school. */
async function openSchool(page: Page, schoolId: string | undefined) {
  await page.goto(`/schools/${schoolId}`);
  await expect(page.getByRole('link', { name: 'Edit school' })).toBeVisible();
}

/** Fills the payment form for the student, then double-clicks 'Pay Fees'; the checkout opens. */
async function payFeesByDoubleClick(page: Page, studentId: string, checkoutName: RegExp) {
  await page.goto(`/payments/create?student=${studentId}`);
  await expect(page.getByRole('button', { name: /^Select student .+ - \(/ })).toBeVisible();
  const confirmation = await submitPaymentForm(page, {
    depositor: 'Ngozi Okafor',
    email: 'ngozi.okafor@example.com',
    amount: '25000',
    purpose: 'Second term tuition',
  });
  await confirmation.getByRole('button', { name: 'Pay Fees' }).dblclick();
  const checkout = page.getByRole('dialog', { name: checkoutName });
  await expect(checkout).toHaveCount(1);
  await checkout.getByRole('button', { name: /^Pay NGN 25,000/ }).click();
  await expect(page.getByText('Payment successfull!')).toBeVisible();
  await expect(page).toHaveURL('/payments');
}

test('guest: a double click creates one school, deletes once and opens one checkout', async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  await signInAsGuest(page);
  const schoolsBefore = (await storedRecords(page, 'schools')).length;

  const schoolId = await registerSchoolByDoubleClick(page, GUEST_PASSWORD);
  const schools = await storedRecords(page, 'schools');
  expect(schools).toHaveLength(schoolsBefore + 1);
  await deleteSchoolByDoubleClick(page, GUEST_PASSWORD);
  expect((await storedRecords(page, 'schools')).map(({ _id }) => _id)).not.toContain(schoolId);
  expect(await storedRecords(page, 'schools')).toHaveLength(schoolsBefore);

  const student = (await storedRecords(page, 'students'))[0]!;
  await openSchool(page, student.schoolId);
  const paymentsBefore = (await storedRecords(page, 'payments')).length;
  await payFeesByDoubleClick(page, student._id, /^Demo checkout/);
  expect(await storedRecords(page, 'payments')).toHaveLength(paymentsBefore + 1);
  // A second checkout would have closed the first, and its close asks 'Are you sure…?'.
  expect(alerts).toEqual([SUCCESS_ALERT]);
});

test('account: a double click creates one school, deletes once and opens one checkout', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { account, api } = await newAccount(request);
  await signInWithAccount(page, account);
  const alerts = recordAlerts(page);
  const writes = recordWrites(page);

  await registerSchoolByDoubleClick(page, account.password);
  expect(await (await api.get('/schools')).json()).toHaveLength(1);
  await deleteSchoolByDoubleClick(page, account.password);
  expect(await (await api.get('/schools')).json()).toHaveLength(0);
  expect(writes.filter((write) => write.startsWith('POST /api/schools'))).toHaveLength(1);
  expect(writes.filter((write) => write.startsWith('DELETE /api/schools/'))).toHaveLength(1);

  const { school, student } = await arrangeSchool(api, account.password);
  await openSchool(page, school._id);
  await payFeesByDoubleClick(page, student._id, /^Simulated checkout/);
  expect(writes.filter((write) => write === 'POST /api/payments/initialize')).toHaveLength(1);
  expect(await (await api.get(`/payments?studentId=${student._id}`)).json()).toHaveLength(1);
  expect(alerts).toEqual([SUCCESS_ALERT]);
});

/**
 * Opens 'Start next term' on the open school page and types the password; returns the dialog. An
 * account's term opened today, so closing it is early and needs the tick.
 */
async function readyNextTerm(page: Page, password: string, { early = false } = {}) {
  await page.getByRole('button', { name: 'Start next term' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem').first()).toContainText('will be charged for');
  if (early)
    await dialog.getByRole('checkbox', { name: /^Yes, close .* early: it opened/ }).check();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  return dialog;
}

test('guest: a double click on Start next term opens one term', async ({ page }) => {
  await signInAsGuest(page);
  const school = (await storedRecords(page, 'schools'))[0]!;
  await openedDaysAgo(page, school._id, 90);
  await openSchool(page, school._id);
  const dialog = await readyNextTerm(page, GUEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Start next term' }).dblclick();
  await expect(page.getByText(/^Third term .* has started\.$/)).toHaveCount(1);
  await expect(dialog).toBeHidden();
  const terms = (await storedRecords(page, 'terms')).filter((t) => t.schoolId === school._id);
  expect(terms.map((term) => term.status)).toEqual(['closed', 'closed', 'current']);
  await expect(page.getByRole('row', { name: /^Current term Third term/ })).toBeVisible();
});

test('account: a double click opens one term, and a second tab is told the term has closed', async ({
  page,
  context,
  request,
}) => {
  const { account, api } = await newAccount(request);
  await signInWithAccount(page, account);
  const { school } = await arrangeSchool(api, account.password);
  const writes = recordWrites(page);
  const otherTab = await context.newPage();
  await openSchool(page, school._id);
  await openSchool(otherTab, school._id);
  const late = await readyNextTerm(otherTab, account.password, { early: true });

  const dialog = await readyNextTerm(page, account.password, { early: true });
  await dialog.getByRole('button', { name: 'Start next term' }).dblclick();
  await expect(page.getByText(/^Second term .* has started\.$/)).toHaveCount(1);
  expect(writes.filter((write) => write === `POST /api/schools/${school._id}/terms`)).toHaveLength(
    1,
  );

  await late.getByRole('button', { name: 'Start next term' }).click();
  await expect(late.getByText('This term has already been closed.')).toBeVisible();
  const terms = (await (await api.get(`/schools/${school._id}/terms`)).json()) as {
    status: string;
  }[];
  expect(terms.map((term) => term.status)).toEqual(['closed', 'current']);
  await otherTab.keyboard.press('Escape');
  await expect(otherTab.getByRole('row', { name: /^Current term Second term/ })).toBeVisible();
});
