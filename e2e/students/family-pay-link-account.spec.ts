import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { arrangeSchool, loginWithAccount, newAccount } from '../support/account';
import { inbox } from '../support/mail/inbox';
import { mailText } from '../support/mail/mail-text';
import { brokenWords, expectNoSideways, parentPhone, PHONE } from '../support/parent-phone';

// A family's pay link in account mode (docs/families.md#the-family-pay-link): the school shares
// one link for a brother and sister; their mother pays once on her phone; the payment is split
// between them, both balances and the school's figures move, and one receipt is mailed.

test('a parent pays once for two children from a phone, and the payment is split between them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { account, api } = await newAccount(request);
  const { school, classroom, student: tobi } = await arrangeSchool(api, account.password);
  const sister = await api.post('/students', {
    fullname: 'Bello Oluwakemisola Chiderawuike',
    age: 5,
    sex: 'Female',
    phoneNo: '08021234567',
    discount: 0,
    classroom: classroom._id,
    schoolId: school._id,
    siblingOf: tobi._id,
    password: account.password,
  });
  expect(sister.status(), await sister.text()).toBe(201);
  const { familyId } = (await sister.json()) as { familyId: string };
  const parentEmail = `bello.${Date.now()}@example.com`;
  const named = await api.put(`/families/${familyId}`, {
    name: 'Mrs Funke Bello',
    phoneNo: '08021234567',
    parentEmail,
    password: account.password,
  });
  expect(named.ok(), await named.text()).toBe(true);

  await loginWithAccount(page, account);
  await page.goto(`/students/families/${familyId}`);
  await page.getByRole('button', { name: 'Share pay link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share pay link' });
  const field = dialog.getByRole('textbox', { name: 'Pay link' });
  await expect(field).toHaveValue(/\/pay\/family\/[\w-]{32}$/);
  const link = await field.inputValue();

  const phone = await parentPhone(browser);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'School fees payment' })).toBeVisible();
  const children = phone.getByRole('table', { name: 'Children of Mrs Funke Bello' });
  await expect(children.getByRole('row', { name: /Bello Tobi/ })).toContainText('NGN 80,000');
  await expect(
    children.getByRole('row', { name: /Bello Oluwakemisola Chiderawuike/ }),
  ).toContainText('NGN 80,000');
  await expect(phone.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('160000');
  await expect(phone.getByRole('textbox', { name: 'Email' })).toHaveValue(parentEmail);

  // She pays NGN 100,000: Tobi, first in the family, is paid up; Kemi gets the rest.
  await phone.getByRole('textbox', { name: 'Your name' }).fill('Funke Bello');
  await phone.getByRole('spinbutton', { name: 'Amount' }).fill('100000');
  await expectNoSideways(phone);
  await phone.screenshot({ path: testInfo.outputPath('family-pay-375.png'), fullPage: true });
  await expectAccessible(phone, 'family pay page', [PHONE.width]);
  await phone.getByRole('button', { name: 'Make payment' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Pay Fees' }).click();
  const checkout = phone.getByRole('dialog', { name: 'Simulated checkout — no real money' });
  await checkout.getByRole('button', { name: /^Pay NGN 100,000/ }).click();

  const shares = phone.getByRole('table', { name: 'What each child received' });
  await expect(shares.getByRole('row', { name: /^Bello Tobi / })).toContainText('NGN 80,000');
  await expect(
    shares.getByRole('row', { name: /^Bello Oluwakemisola Chiderawuike / }),
  ).toContainText('NGN 20,000');
  await expect(phone.getByText(`this receipt was e-mailed to ${parentEmail}`)).toBeVisible();
  await expectNoSideways(phone);
  await phone.screenshot({ path: testInfo.outputPath('family-receipt-375.png'), fullPage: true });
  // Each child's lines read whole on the phone: no name or figure broken into pieces.
  expect(await brokenWords(shares)).toEqual([]);
  await expectAccessible(phone, 'family pay receipt', [PHONE.width]);

  // One receipt, naming both children with their receipt numbers.
  const receipt = await inbox.waitFor((mail) => mail.to.includes(parentEmail));
  const text = mailText(receipt.raw);
  expect(text).toMatch(/Bello Tobi \(Primary1\): NGN 80,000\s+Receipt no\. BSA-\d{6}/);
  expect(text).toMatch(
    /Bello Oluwakemisola Chiderawuike \(Primary1\): NGN 20,000\s+Receipt no\. BSA-\d{6}/,
  );
  expect((await inbox.messages()).filter((mail) => mail.to.includes(parentEmail))).toHaveLength(1);

  // The school sees both children's balances and its own figures move.
  await page.goto(`/students/families/${familyId}`);
  const family = page.getByRole('table', { name: 'Children of Mrs Funke Bello' });
  await expect(family.getByRole('row', { name: /Bello Tobi/ })).toContainText('NGN 0');
  await expect(family.getByRole('row', { name: /Bello Oluwakemisola Chiderawuike/ })).toContainText(
    'NGN 60,000',
  );
  await expect(family.getByRole('row', { name: /Family total/ })).toContainText('NGN 60,000');
  await page.goto(`/schools/${school._id}`);
  await expect(
    page.getByRole('row', { name: /^Fees paid, First term \d{4}\/\d{4} NGN 100,000$/ }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Fees paid: 62%' })).toBeVisible();
});
