import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import { expectNoSideways, PHONE } from '../support/parent-phone';

// A lone student's transfer account from their page (docs/transfers.md#transfer-accounts),
// against the API's development provider, whose numbers start 99 and say they are simulated.

test('account on a phone: a transfer account waits for the settlement account, then is given', async ({
  page,
  request,
}, testInfo) => {
  const { account, api } = await newAccount(request);
  const { school, student } = await arrangeSchool(api, account.password);
  await page.setViewportSize(PHONE);
  await signInWithAccount(page, account);
  await page.goto(`/students/${student._id}`);
  const line = page.getByRole('row', { name: /^Pay by transfer/ });
  await expect(line).toContainText('None yet');
  await line.getByRole('button', { name: 'Give a transfer account' }).click();
  await expect(line.getByRole('alert')).toHaveText(
    "Set the school's settlement account first: transfers into a transfer account settle there.",
  );

  const settled = await api.put(`/schools/${school._id}/settlement`, {
    bankCode: '058',
    accountNumber: '0123456789',
    password: account.password,
  });
  expect(settled.status(), await settled.text()).toBe(200);
  await line.getByRole('button', { name: 'Give a transfer account' }).click();
  await expect(line).toHaveText(/99\d{8}, Wema Bank \(simulated\), /);
  await expectNoSideways(page);
  await expectAccessible(page, 'a student with a transfer account', [PHONE.width]);
  await page.screenshot({ path: testInfo.outputPath('transfer-account-375.png'), fullPage: true });

  const kept = await api.get(`/students/${student._id}/transfer-account`);
  expect(((await kept.json()) as { accountNumber: string }).accountNumber).toMatch(/^99\d{8}$/);
});
