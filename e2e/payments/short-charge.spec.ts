import { expect, test, type Page } from '@playwright/test';
import { API, arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import { inbox } from '../support/mail/inbox';
import { mailText } from '../support/mail/mail-text';
import { recordAlerts, startFirstTermPayment } from '../support/screens/payment-form';

// The provider may charge a card less than the checkout asked. The API's simulated checkout is
// told so by name (`chargedKobo`, development only): its Pay button's charge asks for less.

/** The simulated provider charges `kobo` whatever the checkout asked for. */
async function chargeOnly(page: Page, kobo: number) {
  await page.route(`${API}/dev/paystack/charge`, (route) =>
    route.continue({
      postData: JSON.stringify({ ...route.request().postDataJSON(), chargedKobo: kobo }),
    }),
  );
}

test('a short card charge is recorded at what was charged: its page, printed receipt and the list say so, and every figure moves by that', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { account, api } = await newAccount(request);
  const { school, classroom, student } = await arrangeSchool(api, account.password);
  await signInWithAccount(page, account);
  recordAlerts(page);
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Stars Academy' })).toBeVisible();

  await chargeOnly(page, 500_000);
  const confirmation = await startFirstTermPayment(page, student._id);
  await confirmation.getByRole('button', { name: 'Pay Fees' }).click();
  const checkout = page.getByRole('dialog', { name: 'Simulated checkout — no real money' });
  await checkout.getByRole('button', { name: /^Pay NGN 30,000/ }).click();

  const charged = 'NGN 5,000 charged of NGN 30,000 asked';
  await expect(page).toHaveURL('/payments');
  const row = page
    .getByRole('table', { name: /^Payments made to / })
    .getByRole('row')
    .nth(1);
  await expect(row).toContainText(charged);
  await expect(
    page.getByRole('status').filter({ hasText: /^1 payment, NGN 5,000 in total/ }),
  ).toBeVisible();

  const [payment] = (await (await api.get(`/payments?studentId=${student._id}`)).json()) as {
    _id: string;
    amount: number;
    amountAsked: number;
  }[];
  expect(payment).toMatchObject({ amount: 5000, amountAsked: 30000 });
  await page.goto(`/payments/${payment!._id}`);
  await expect(page.getByRole('row', { name: `Amount ${charged}` })).toBeVisible();
  await expect(page.getByText(/^NGN 5,000 on .+ — short charge$/)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const receipt = page.getByRole('region', { name: 'Payment receipt' });
  await expect(receipt.getByRole('row', { name: `Amount ${charged}` })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // 5,000 of 80,000 expected: floor(100 × 5000 / 80000) = 6.
  await page.goto(`/students/${student._id}`);
  await expect(page.getByRole('row', { name: 'Fees paid NGN 5,000' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /Student details/ })
      .getByRole('row', { name: 'Balance NGN 75,000' }),
  ).toBeVisible();
  await page.goto(`/classrooms/${classroom._id}`);
  await expect(page.getByRole('img', { name: 'Fees paid: 6%' })).toBeVisible();
});

test("a parent's short card charge shows on the receipt on screen and by mail, and the balance falls by what was charged", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { account, api } = await newAccount(request);
  const { student } = await arrangeSchool(api, account.password);
  const shared = await api.post(`/students/${student._id}/pay-link`, {});
  expect(shared.status(), await shared.text()).toBe(201);
  const link = `/pay/${((await shared.json()) as { token: string }).token}`;
  const parentEmail = `parent.${Date.now()}@example.com`;

  const phone = await (await browser.newContext()).newPage();
  await chargeOnly(phone, 2_000_000);
  await phone.goto(link);
  await expect(phone.getByRole('row', { name: 'Outstanding NGN 80,000' })).toBeVisible();
  await phone.getByRole('textbox', { name: 'Your name' }).fill('Bello Kunle');
  await phone.getByRole('textbox', { name: 'Email' }).fill(parentEmail);
  await phone.getByRole('button', { name: 'Make payment' }).click();
  await phone
    .getByRole('dialog', { name: 'Please confirm student information before proceeding.' })
    .getByRole('button', { name: 'Pay Fees' })
    .click();
  await phone
    .getByRole('dialog', { name: 'Simulated checkout — no real money' })
    .getByRole('button', { name: /^Pay NGN 80,000/ })
    .click();

  const charged = 'NGN 20,000 charged of NGN 80,000 asked';
  await expect(phone.getByRole('heading', { name: 'Payment receipt' })).toBeFocused();
  await expect(phone.getByRole('row', { name: `Amount ${charged}` })).toBeVisible();
  const mail = await inbox.waitFor((received) => received.to.includes(parentEmail));
  expect(mailText(mail.raw)).toContain(`Amount:      ${charged}`);

  await phone.goto(link);
  await expect(phone.getByRole('row', { name: 'Outstanding NGN 60,000' })).toBeVisible();
  await phone.context().close();
});
