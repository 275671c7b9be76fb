import { expect, test } from '@playwright/test';
import { signInAsGuest } from '../support/guest-session';

// Due dates in the guest demo (docs/due-dates.md#the-guest-demo): every demo school's term asks
// 60% a week before the guest signed in and the rest four weeks after, so its families are late
// the moment the demo opens.

test('the demo shows its plan on the school page, and a late family on its page', async ({
  page,
}, testInfo) => {
  await signInAsGuest(page);
  await page.goto('/schools');
  await page.getByRole('link', { name: 'View School' }).first().click();
  const plan = page.getByRole('table', { name: 'Payment plan' });
  await expect(plan.getByRole('row').nth(1)).toHaveText(/^\d{1,2} \w+ \d{4}60%$/);
  await expect(plan.getByRole('row').nth(2)).toHaveText(/^\d{1,2} \w+ \d{4}40%$/);
  await page.screenshot({
    path: testInfo.outputPath('guest-school-plan-1280.png'),
    fullPage: true,
  });

  await page.goto('/students/families');
  const families = page.getByRole('table', { name: /^Families of / });
  await families
    .getByRole('row', { name: /Danjuma/ })
    .getByRole('link')
    .click();
  await expect(page.getByRole('row', { name: /^Due now NGN [1-9]/ })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /^Late since \d{1,2} \w+ \d{4} \(\d+ days\)$/ }),
  ).toBeVisible();
  const children = page.getByRole('table', { name: /^Children of / });
  await expect(children.getByRole('columnheader', { name: 'Due now' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('guest-family-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(children.getByRole('row', { name: /Family total/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('guest-family-375.png'), fullPage: true });
});
