import { expect, test, type Page } from '@playwright/test';
import {
  API,
  arrangeSchool,
  newAccount,
  signInWithAccount,
  type ApiSession,
} from '../support/account';
import { recordAlerts, startFirstTermPayment } from '../support/screens/payment-form';

// `npm start` without provider keys serves the API's labelled simulated checkout: the browser opens
// it like the provider's, and the server verifies the reference with its simulated provider.

type Recorded = { _id: string; amount: number; status: string; referenceNo: string };

async function payThroughSimulatedCheckout(page: Page, studentId: string) {
  const confirmation = await startFirstTermPayment(page, studentId);
  await confirmation.getByRole('button', { name: 'Pay Fees' }).click();
  const checkout = page.getByRole('dialog', { name: 'Simulated checkout — no real money' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: /^Pay NGN 30,000/ }).click();
}

/** The student's payments on the server: exactly one, of NGN 30,000, verified as a success. */
async function expectOneSuccessfulPayment(api: ApiSession, studentId: string): Promise<Recorded> {
  const payments = (await (await api.get(`/payments?studentId=${studentId}`)).json()) as Recorded[];
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ amount: 30000, status: 'success' });
  return payments[0]!;
}

test('an account pays by card; the server verifies and records it once', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { account, api } = await newAccount(request);
  const { school, classroom, student } = await arrangeSchool(api, account.password);
  await signInWithAccount(page, account);
  const alerts = recordAlerts(page);
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Stars Academy' })).toBeVisible();

  await payThroughSimulatedCheckout(page, student._id);

  await expect(page.getByText('Payment successfull!')).toBeVisible();
  await expect(page).toHaveURL('/payments');
  expect(alerts).toEqual(['Payment successful! Please check for email for a receipt']);
  const payment = await expectOneSuccessfulPayment(api, student._id);

  // 30,000 of 80,000 expected: floor(100 × 30000 / 80000) = 37.
  await page.goto(`/classrooms/${classroom._id}`);
  await expect(page.getByRole('img', { name: 'Fees paid: 37%' })).toBeVisible();
  await page.goto(`/payments/${payment._id}`);
  await expect(page.getByRole('row', { name: `Reference ${payment.referenceNo}` })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Status Paid' })).toBeVisible();
});

test('when the verify answer is lost, the payment is kept, verified again and recorded once', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { account, api } = await newAccount(request);
  const { school, student } = await arrangeSchool(api, account.password);
  await signInWithAccount(page, account);
  const alerts = recordAlerts(page);
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Stars Academy' })).toBeVisible();

  // The first two verify calls never get an answer, as on a dropped connection.
  let verifyCalls = 0;
  await page.route(`${API}/payments/verify`, (route) => {
    verifyCalls += 1;
    return verifyCalls <= 2 ? route.abort('connectionreset') : route.continue();
  });
  await payThroughSimulatedCheckout(page, student._id);

  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your payment was received and is being confirmed.' }),
  ).toBeVisible();
  await expect(page.getByText('Payment successfull!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/payments');
  expect(verifyCalls).toBe(3);
  expect(alerts).toEqual(['Payment successful! Please check for email for a receipt']);
  await expectOneSuccessfulPayment(api, student._id);
});
