import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import { enterAdminPassword } from '../support/guest-session';
import { fillStudentDetails } from '../support/screens/student-form';

// Families in account mode (docs/families.md): a sister registered as 'Sibling of' her brother
// founds their family; the owner sets the sibling discount; her charges gain its line, and the
// family's page and statement add both children up.

test('a sibling joins the family, the discount is set, and the family adds both up', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { account, api } = await newAccount(request);
  const { school, classroom } = await arrangeSchool(api, account.password);
  await signInWithAccount(page, account);
  // Opening the school's page makes it the chosen school.
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Stars Academy' })).toBeVisible();

  await page.goto('/students/register');
  await fillStudentDetails(page, {
    firstName: 'Kemi',
    lastName: 'Bello',
    age: '5',
    sex: 'Female',
    phone: '08099999999',
  });
  await page.getByLabel('Classroom', { exact: true }).selectOption(classroom._id);
  await page.getByRole('searchbox', { name: 'Sibling of (optional)' }).fill('Bello');
  await page.getByRole('button', { name: 'Bello Tobi, Primary1' }).click();
  await expect(page.getByLabel('Parent phone number')).toHaveValue('08021234567');
  await page.getByRole('button', { name: 'Register student' }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  await expect(page).toHaveURL('/students');

  await page.goto(`/schools/${school._id}/sibling-discount`);
  await page.getByLabel('Second child (% off the class fee)').fill('10');
  await page.getByLabel('Third child and later (% off the class fee)').fill('15');
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  await expect(page.getByText('2nd child 10%, 3rd and later 15%, by age')).toBeVisible();

  await page.goto('/students');
  await page
    .getByRole('table', { name: /^Students of / })
    .getByRole('row', { name: /Bello Kemi/ })
    .click();
  await expect(page.getByText('Sibling discount (10%)')).toBeVisible();
  await expect(page.getByText('Balance NGN 72,000')).toBeVisible();
  await page.getByRole('link', { name: 'Bello family' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bello family' })).toBeVisible();

  // A bursar checks a family on the phone: the page as it loads at 375 px.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  const children = page.getByRole('table', { name: 'Children of Bello family' });
  await expect(children.getByRole('row', { name: /Bello Tobi/ })).toContainText('NGN 80,000');
  await expect(children.getByRole('row', { name: /Bello Kemi/ })).toContainText('NGN 72,000');
  await expect(children.getByRole('row', { name: /Family total/ })).toContainText('NGN 152,000');
  await page.screenshot({ path: testInfo.outputPath('family-page-375.png'), fullPage: true });
  await expectAccessible(page, 'family page', [375, 1280]);

  await page.getByRole('link', { name: 'Print statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family statement' })).toBeVisible();
  const balances = page.getByRole('table', { name: 'Family balance' });
  await expect(balances.getByRole('row', { name: /Family total/ })).toContainText('NGN 152,000');
  await page.screenshot({ path: testInfo.outputPath('family-statement-375.png'), fullPage: true });
});
