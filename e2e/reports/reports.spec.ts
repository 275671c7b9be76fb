import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { signInAsGuest } from '../support/guest-session';

// A guest opens Reports from the side navigation and reads the demo school's current term by
// class, who owes and today's cash book; every report passes axe at 1280 and 375 px
// (docs/reports.md).

test('a guest reads the current term by class, who owes and the cash book, each page accessible', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsGuest(page);
  await page.goto('/schools');
  await page.getByRole('article').first().getByRole('link', { name: 'View School' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports' })
    .click();

  await expect(page).toHaveURL(/\/reports$/);
  await expect(page).toHaveTitle('Fees Manager | Reports');
  const term = page.getByRole('heading', { level: 2, name: /^Second term \d{4}\/\d{4}$/ });
  await expect(term).toBeVisible();
  const byClass = page.getByRole('table', { name: /^Fees by class, Second term / });
  // The demo's six classes, each a row with its rate, and the same classes in the chart's words.
  await expect(byClass.getByRole('row')).toHaveCount(7);
  const firstClass = (await byClass.getByRole('row').nth(1).getByRole('rowheader').textContent())!;
  await expect(
    page.getByRole('img', { name: /^Collected and outstanding by class: / }),
  ).toHaveAccessibleName(new RegExp(firstClass));
  await expect(page.getByRole('img', { name: /^Collections by day: / })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('overview-1280.png'), fullPage: true });
  await expectAccessible(page, 'term overview');

  // The first term, chosen, names itself and keeps to the address.
  await page.getByRole('combobox', { name: 'Term' }).selectOption({ index: 0 });
  await expect(page).toHaveURL(/\/reports\?term=/);
  await expect(page.getByRole('heading', { level: 2, name: /^First term / })).toBeVisible();

  const reports = page.getByRole('navigation', { name: 'Reports' });
  // The term stays chosen on the defaulters: who still owed when the first term closed.
  await reports.getByRole('link', { name: 'Defaulters' }).click();
  await expect(page).toHaveURL(/\/reports\/defaulters\?term=/);
  const owing = page.getByRole('table', { name: /^Defaulters of / });
  await expect(owing.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^\d+ students owe: NGN [\d,]+ in all\.$/);
  await expectAccessible(page, 'defaulters');

  // A row's pay link: the dialog holds the focus and gives it back to the row's button.
  const share = owing.getByRole('row').nth(1).getByRole('button', { name: 'Share pay link' });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Share pay link' });
  await expect(dialog.getByRole('textbox', { name: 'Pay link' })).toHaveValue(
    /\/pay\/[\w-]+\?demo$/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();

  await reports.getByRole('link', { name: 'Cash book' }).click();
  await expect(page).toHaveURL(/\/reports\/cash-book$/);
  await expect(page.getByRole('table', { name: /^Money received on / })).toBeVisible();
  await expectAccessible(page, 'cash book');
});
