import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { enterAdminPassword, loginAsGuest, storedRecords } from '../support/guest-session';

test.beforeEach(async ({ page }) => {
  await loginAsGuest(page);
});

test('guest registers, filters, searches, views, moves and deletes a student', async ({ page }) => {
  await page.goto('/schools');
  await page.getByRole('article').first().getByRole('link', { name: 'View School' }).click();
  await page.goto('/students');
  const table = page.getByRole('table', { name: /^Students of / });
  await expect(table).toBeVisible();

  await page.getByRole('link', { name: 'Add student' }).click();
  await expect(page).toHaveURL('/students/register');
  await page.getByLabel('First name').fill('Adaeze');
  await page.getByLabel('Last name').fill('Zorabere');
  await page.getByLabel('Age').fill('7');
  await page.getByLabel('Sex').selectOption('Female');
  await page.getByLabel('Parent phone number').fill('08031234567');
  const classroom = page.getByLabel('Classroom', { exact: true });
  await classroom.selectOption({ index: 1 });
  const firstClass = (await classroom.locator('option:checked').textContent())!.split(' (')[0]!;
  await page.getByRole('button', { name: 'Register student' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('Student registered successfully!')).toBeVisible();
  await expect(page).toHaveURL('/students');

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'F', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: firstClass, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/sex=Female/);
  await expect(table.getByRole('cell', { name: 'Male', exact: true })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search students' }).fill('zorab');
  await expect(page.getByText('1 student match')).toBeVisible();
  await table.getByRole('row', { name: /^Zorabere Adaeze/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Zorabere Adaeze' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Fees paid: 0%' })).toBeVisible();
  const studentUrl = page.url();
  await page.getByRole('link', { name: 'Edit student' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Adaeze');
  await expect(page.getByLabel('Last name')).toHaveValue('Zorabere');
  await page.getByLabel('Classroom', { exact: true }).selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('Student updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(studentUrl);
  const [moved] = (await storedRecords(page, 'students')).filter((s) => studentUrl.endsWith(s._id));
  expect(moved?.classroomId).toBeTruthy();

  await page.getByRole('button', { name: 'Delete student' }).click();
  await enterAdminPassword(page, 'Delete');
  await expect(page.getByText('Student deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL('/students');
});

test('guest imports a small CSV and exports the list; screenshots at 1280 and 375 px', async ({
  page,
}) => {
  await page.goto('/schools');
  await page.getByRole('article').first().getByRole('link', { name: 'View School' }).click();
  await page.goto('/classrooms');
  const className = (await page.getByRole('article').first().getByRole('heading').textContent())!;

  await page.goto('/students/import');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Name,Class,Age,Sex,Parent phone,Discount %\n"Ọlá, Adébáyọ̀",${className},7,F,08031234567,0\nBello Musa,${className},8,M,08031234568,5\n`,
    ),
  });
  await expect(page.getByText('2 students ready to import')).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/students-import-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Import 2 students' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('2 students imported successfully!')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search students' }).fill('adébáyọ̀');
  await expect(page.getByText('1 student match')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = (await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(text).toContain(`"Ọlá, Adébáyọ̀",${className},7,Female,08031234567,0`);

  await page.getByRole('searchbox', { name: 'Search students' }).fill('');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/students-list-${width}.png`, fullPage: true });
  }
  await page
    .getByRole('table', { name: /^Students of / })
    .getByRole('row')
    .nth(1)
    .click();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/students-detail-${width}.png`, fullPage: true });
  }
  await page.goto('/students/register');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/students-register-${width}.png`, fullPage: true });
  }
});
