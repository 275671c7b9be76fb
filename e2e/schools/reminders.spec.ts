import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import {
  enterAdminPassword,
  openedDaysAgo,
  signInAsGuest,
  storedRecords,
} from '../support/guest-session';
import { expectNoSideways } from '../support/parent-phone';

test("the guest owner sets reminders and sees what 'Send due reminders now' would send, with nothing sent", async ({
  page,
}, testInfo) => {
  const shot = (name: string) => testInfo.outputPath(name);
  await signInAsGuest(page);
  const [school] = (await storedRecords(page, 'schools')) as unknown as { _id: string }[];
  // The term opened a week ago and follows the default plan (any plan the demo keeps is set
  // aside), so all of it fell due then and a reminder 7 days after a due date goes today.
  await openedDaysAgo(page, school!._id, 7);
  await page.evaluate(() => localStorage.removeItem('fees-manager:plans'));
  await page.goto(`/schools/${school!._id}/reminders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  await page.getByRole('checkbox', { name: '7 days after' }).check();
  await page.getByRole('checkbox', { name: 'SMS' }).check();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('Reminder schedule saved!')).toBeVisible();

  await page.getByRole('button', { name: 'Send due reminders now' }).click();
  await expect(
    page.getByText(/^The demo sends nothing\. This is what would have gone/),
  ).toBeVisible();
  const wouldGo = page.getByRole('list', { name: 'What would have gone' }).getByRole('listitem');
  // Each message is folded under whom it goes to; the first is opened to read.
  await wouldGo
    .first()
    .getByText(/^(E-mail|SMS) to /)
    .click();
  await expect(wouldGo.first()).toContainText(/ NGN [\d,]+ due since /);
  const log = page.getByRole('table', { name: 'Reminder log' });
  await expect(log.getByRole('row').nth(1)).toContainText('Skipped');
  await expect(log.getByText('Sent', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'reminders, with what would have gone');

  // The demo's whole log is long: each shot is the screen from what would have gone.
  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (width === 375) await expectNoSideways(page);
    await page.getByRole('heading', { name: 'Planned next' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`guest-reminders-${width}.png`) });
  }
});
