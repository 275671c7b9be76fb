import { expect, test } from '@playwright/test';

test('guest login: the note modal, Cancel stays, Agree lands home with the demo data', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Fees Manager | Login');
  const panel = page.getByRole('region', { name: 'Explore the demo' });
  await expect(panel.getByLabel('Guest e-mail')).toHaveValue('guest@feesmanager.demo');
  await expect(panel.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/reset-password',
  );

  await page.getByRole('button', { name: 'Login as guest' }).click();
  const note = page.getByRole('dialog', { name: 'Before you try the demo' });
  await expect(note).toContainText('To save the cost of deploying a backend');
  await expect(note).toContainText('Local storage is cleared when you log out.');
  await note.getByRole('button', { name: 'Cancel' }).click();
  await expect(note).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);

  await page.getByRole('button', { name: 'Login as guest' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The demo data is in this browser's local storage: users, schools, classrooms, students, payments.
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => /(users|schools|classrooms|students|payments)$/.test(key))
      .map((key) => [key, (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length]),
  );
  expect(stored).toHaveLength(5);
  for (const [, count] of stored) expect(count).toBeGreaterThan(0);
  await expect(page.getByText(/Guest/).first()).toBeVisible();

  // A signed-in guest opening /login goes home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});
