import { expect, test } from '@playwright/test';
import {
  enterAdminPassword,
  signInAsGuest,
  storedRecords,
  type Stored,
} from '../support/guest-session';

// The guest demo lives in local storage, which the user (or another script) can damage or fill.

test.beforeEach(async ({ page }) => {
  await signInAsGuest(page);
  const school = (await storedRecords(page, 'schools'))[0]!;
  // Its page makes it the current school once the school has loaded.
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('link', { name: 'Edit school' })).toBeVisible();
});

test('damaged demo data: the page says so, the dashboard still works, and Reset demo data puts it back', async ({
  page,
}) => {
  const students: Stored[] = await storedRecords(page, 'students');
  await page.evaluate(() => localStorage.setItem('fees-manager:students', '{"damaged'));
  await page.goto('/students');

  const problem = page.getByRole('alert').filter({ hasText: 'Could not load the students.' });
  await expect(problem).toContainText(
    'The demo data saved in this browser is damaged. Reset the demo data to start again from the demo records.',
  );
  // Only what needs the damaged records fails: the layout and the other sections work.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Classrooms' }).click();
  await expect(page.getByRole('heading', { name: 'Select classroom' })).toBeVisible();
  await nav.getByRole('link', { name: 'Students' }).click();

  await problem.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByText('The demo data was reset.')).toBeVisible();
  await expect(problem).toBeHidden();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect((await storedRecords(page, 'students')).map(({ _id }) => _id)).toEqual(
    students.map(({ _id }) => _id),
  );
  await expect(page).toHaveURL('/students');
});

test('full storage: a create says storage is full, keeps every value, and saves once there is room', async ({
  page,
}) => {
  await page.goto('/schools/register');
  await page.getByRole('textbox', { name: 'School name' }).fill('Greenfield Academy');
  await page.getByRole('textbox', { name: 'Address' }).fill('1 Marina Road, Lagos');
  await page.getByRole('combobox', { name: 'Level' }).selectOption('Primary');
  // Fill the origin's quota with keys of another script's, down to the last character that fits.
  const fillers = await page.evaluate(() => {
    let size = 1 << 20;
    let count = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`other-script-${count}`, 'x'.repeat(size));
        count += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
    return count;
  });
  expect(fillers).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Register school' }).click();
  await enterAdminPassword(page);
  await expect(page.getByRole('alert')).toHaveText(
    'The school was not saved. Browser storage is full, so the change was not saved. Free some space or log out of the guest demo.',
  );
  await expect(page.getByRole('textbox', { name: 'School name' })).toHaveValue(
    'Greenfield Academy',
  );
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('1 Marina Road, Lagos');
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveValue('Primary');
  expect((await storedRecords(page, 'schools')).length).toBe(4);

  await page.evaluate((count) => {
    for (let index = 0; index < count; index += 1) localStorage.removeItem(`other-script-${index}`);
  }, fillers);
  await page.getByRole('button', { name: 'Register school' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('School registered successfully!')).toBeVisible();
  const saved = (await storedRecords(page, 'schools')) as (Stored & { name?: string })[];
  expect(saved.filter(({ name }) => name === 'Greenfield Academy')).toHaveLength(1);
});
