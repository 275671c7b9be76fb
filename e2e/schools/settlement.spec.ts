import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import { GUEST_PASSWORD, signInAsGuest, storedRecords } from '../support/guest-session';
import { expectNoSideways, PHONE } from '../support/parent-phone';

// The owner sets where the school's card money settles (docs/transfers.md#settlement), reading
// the holder's name the bank gives before typing the password; in an account through the API
// (whose development provider resolves any ten digits), and in the guest demo.

const details = (page: Page) => page.getByRole('table', { name: /School details/ });
const settlesTo = (page: Page) =>
  details(page).getByRole('row', { name: /^Card money settles to/ });

/** Where the school's money settles before, and the button that changes it. */
const OPERATOR = {
  before: "settle to the Fees Manager operator's account",
  button: 'Set settlement account',
};

async function setAccount(
  page: Page,
  bank: RegExp,
  holder: RegExp,
  password: string,
  shot: string,
  { before, button } = OPERATOR,
) {
  await expect(settlesTo(page)).toContainText(before);
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Where card money settles' });
  const banks = dialog.getByRole('combobox', { name: 'Bank' });
  await expect(banks.getByRole('option', { name: bank })).toHaveCount(1);
  const label = await banks.getByRole('option', { name: bank }).textContent();
  await banks.selectOption({ label: label ?? '' });
  await dialog.getByRole('textbox', { name: 'Account number' }).fill('0123456789');
  await expect(dialog.getByRole('status')).toHaveText(holder);
  const width = page.viewportSize()?.width ?? 1280;
  if (width === PHONE.width) await expectNoSideways(page);
  await expectAccessible(page, 'the settlement dialog', [width]);
  await page.screenshot({ path: shot });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Save settlement account' }).click();
  await expect(dialog).toBeHidden();
  await expect(settlesTo(page)).toContainText('••••6789, held by OKAFOR NGOZI ADAEZE');
  await expect(page.getByRole('button', { name: 'Change settlement account' })).toBeVisible();
}

test('account: the owner sets the settlement account, seeing its holder first', async ({
  page,
  request,
}, testInfo) => {
  const { account, api } = await newAccount(request);
  const { school } = await arrangeSchool(api, account.password);
  await signInWithAccount(page, account);
  await page.goto(`/schools/${school._id}`);
  await setAccount(
    page,
    /^Guaranty Trust Bank/,
    /^OKAFOR NGOZI ADAEZE \(SIMULATED\) — is this the school's account\?$/,
    account.password,
    testInfo.outputPath('settlement-dialog-1280.png'),
  );
  await page.screenshot({
    path: testInfo.outputPath('settlement-account-1280.png'),
    fullPage: true,
  });
  const saved = await api.get(`/schools/${school._id}/settlement`);
  expect(((await saved.json()) as { accountNumber: string }).accountNumber).toBe('0123456789');
});

test('guest on a phone: the demo school settles to a demo account, which the owner changes', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await signInAsGuest(page);
  const school = (await storedRecords(page, 'schools'))[0]!;
  await page.goto(`/schools/${school._id}`);
  await setAccount(
    page,
    /^Access Bank \(demo\)$/,
    /^OKAFOR NGOZI ADAEZE \(DEMO\) — is this the school's account\?$/,
    GUEST_PASSWORD,
    testInfo.outputPath('settlement-dialog-375.png'),
    { before: 'Guaranty Trust Bank (demo) ••••', button: 'Change settlement account' },
  );
  await expect(settlesTo(page)).toContainText('Access Bank (demo) ••••6789');
  await page.screenshot({ path: testInfo.outputPath('settlement-guest-375.png'), fullPage: true });
});
