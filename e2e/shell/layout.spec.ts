import { expect, test, type Page } from '@playwright/test';
import { loginAsGuest, storedRecords } from '../support/guest-session';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a dashboard address without a session goes to /login', async ({ page }) => {
  await page.goto('/students');
  await expect(page).toHaveURL('http://localhost:3000/login');
});

test('a guest walks the dashboard layout', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsGuest(page);

  await expect(page).toHaveTitle('Fees Manager | Home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello, \S+/);
  // A new guest's bell counts the demo's payments of the last day: a handful, not '50+'; a void
  // one among them is listed but not counted, as the cash book counts.
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  const lastDay = (await storedRecords(page, 'payments')).filter(
    (payment) => Date.parse(payment.createdAt!) > dayAgo && payment.status !== 'void',
  ).length;
  expect(lastDay).toBeGreaterThan(0);
  expect(lastDay).toBeLessThan(10);
  await expect(
    page.getByRole('button', { name: `Notifications, ${lastDay} new`, exact: true }),
  ).toBeVisible();

  // No school chosen yet: the nav offers only what makes sense; the footer adds up every school.
  await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Schools', 'Profile']);
  // The bar names the schools' current term once their terms are read: waiting for that, not
  // for the words before it, so the check holds however soon the terms arrive.
  const bar = page.getByRole('progressbar');
  await expect(bar).toHaveAccessibleName(
    /^(First|Second|Third) term \d{4}\/\d{4} Fees paid across your 4 schools: \d+%/,
  );
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);

  await page.getByRole('button', { name: 'Switch school' }).click();
  const firstSchool = page.getByRole('menuitem').first();
  const schoolName = (await firstSchool.textContent())!;
  await firstSchool.click();
  await expect(page.getByRole('button', { name: 'Switch school' })).toHaveText(schoolName);
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Home',
    'Schools',
    'Classrooms',
    'Students',
    'Payments',
    'Reports',
    'Profile',
  ]);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  await page.screenshot({ path: testInfo.outputPath('home-1280.png'), fullPage: true });

  await page.getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveTitle(/^Fees Manager \| /);
  await expect(mainNav(page).getByRole('link', { name: 'Students' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Outside the list pages the top bar names the school instead of offering the switcher.
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Switch school' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText(schoolName);

  // Named by the guest's initials, shown on it, so a speech user can say what they see.
  await page.getByRole('button', { name: 'GA, profile menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // The demo's data lives in this browser only, so the guest is asked before it goes.
  const ask = page.getByRole('dialog', { name: "Log out and clear the demo's data?" });
  await ask.getByRole('button', { name: 'Log out and clear' }).click();
  await expect(page).toHaveURL('http://localhost:3000/login');
  await page.goto('/');
  await expect(page).toHaveURL('http://localhost:3000/login');
});

test('the top bar search opens a student', async ({ page }) => {
  await loginAsGuest(page);
  const search = page.getByRole('combobox', {
    name: 'Search by name, receipt number or parent phone',
  });
  await search.fill('a');
  const option = page.getByRole('option').filter({ hasText: 'Student' }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/(students|schools)\/[\w-]+$/);
  await expect(search).toHaveValue('');
});

test('on a phone the navigation hides behind the menu button', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // No slide-in animation, so the screenshots show where things settle.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginAsGuest(page);
  await expect(mainNav(page)).toBeHidden();
  // A new page starts at the top, however far down the login screen was scrolled.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('home-375.png') });

  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(mainNav(page)).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: testInfo.outputPath('nav-open-375.png'), animations: 'disabled' });

  await page.keyboard.press('Escape');
  await expect(mainNav(page)).toBeHidden();
  await menu.click();
  await mainNav(page).getByRole('link', { name: 'Schools' }).click();
  await expect(page).toHaveURL('http://localhost:3000/schools');
  await expect(mainNav(page)).toBeHidden();
});
