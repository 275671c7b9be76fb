import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { enterAdminPassword, signInAsGuest } from '../support/guest-session';
import { checkRollList, ROLL_SIZE, rollClass, rollName, rollSex } from '../support/student-roll';
import { chooseFromMore } from '../support/screens/more-menu';
import { adaeze, fillStudentDetails } from '../support/screens/student-form';

// The tests are independent, and this file is the run's last and one of its longest: in parallel
// mode both workers take its tests, the two long ones first, so the workers end together instead
// of one waiting half a minute for the other.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await signInAsGuest(page);
});

async function chooseSchool(page: Page, name?: string) {
  await page.goto('/schools');
  const card = name ? page.getByRole('article', { name }) : page.getByRole('article').first();
  await card.getByRole('link', { name: 'View School' }).click();
  await expect(page).toHaveURL(/\/schools\/[^/]+$/);
}

/** A classroom's head count and fees expected, as its own page shows them. */
async function classroomFigures(page: Page, classroomId: string) {
  await page.goto(`/classrooms/${classroomId}`);
  const value = async (label: string) =>
    Number(
      (await page.getByRole('row', { name: new RegExp(`^${label} `) }).textContent())!
        .slice(label.length)
        .replace(/\D/g, ''),
    );
  return {
    perChild: await value('Fees per child'),
    students: await value('Number of students'),
    expected: await value('Fees expected'),
  };
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

function csvFile(lines: string[]) {
  return {
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\n')}\n`),
  };
}

const CSV_HEADER = 'Name,Class,Age,Sex,Parent phone,Discount %';

test('guest registers, filters, searches, views, moves and deletes a student', async ({ page }) => {
  await chooseSchool(page);
  await page.goto('/students');
  const table = page.getByRole('table', { name: /^Students of / });
  await expect(table).toBeVisible();

  await page.getByRole('link', { name: 'Add student' }).click();
  await expect(page).toHaveURL('/students/register');
  await fillStudentDetails(page, adaeze);
  const classroom = page.getByLabel('Classroom', { exact: true });
  await classroom.selectOption({ index: 1 });
  const fromId = await classroom.inputValue();
  const toId = (await classroom.locator('option').nth(2).getAttribute('value'))!;
  const fromClass = (await classroom.locator('option:checked').textContent())!.split(' (')[0]!;
  await page.getByRole('button', { name: 'Register student' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('Student registered successfully!')).toBeVisible();
  await expect(page).toHaveURL('/students');

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'F', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: fromClass, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/sex=Female/);
  await expect(page).toHaveURL(new RegExp(`classroom=${fromId}`));
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Male', exact: true })).toHaveCount(0);
  // Every row shown is of the class, once the list has followed both filters.
  const classCells = table.getByRole('row').locator('td:nth-child(2)');
  await expect
    .poll(async () => [...new Set(await classCells.allTextContents())])
    .toEqual([fromClass]);
  await page.getByRole('searchbox', { name: 'Search students' }).fill('zorab');
  await expect(page.getByText('1 student match')).toBeVisible();
  await table.getByRole('row', { name: /^Zorabere Adaeze/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Zorabere Adaeze' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Fees paid: 0%' })).toBeVisible();
  const studentUrl = page.url();
  const before = {
    from: await classroomFigures(page, fromId),
    to: await classroomFigures(page, toId),
  };

  await page.goto(studentUrl);
  await chooseFromMore(page, 'Edit student');
  await expect(page.getByLabel('First name')).toHaveValue('Adaeze');
  await expect(page.getByLabel('Last name')).toHaveValue('Zorabere');
  await page.getByLabel('Classroom', { exact: true }).selectOption(toId);
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('Student updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(studentUrl);
  const naira = (amount: number) => `NGN ${amount.toLocaleString('en-US')}`;
  await expect(page.getByRole('row', { name: /^Fees expected / })).toContainText(
    naira(before.to.perChild),
  );

  const after = {
    from: await classroomFigures(page, fromId),
    to: await classroomFigures(page, toId),
  };
  // The discount is 0, so each class expects its fee per child for the student.
  expect(after.from).toEqual({
    ...before.from,
    students: before.from.students - 1,
    expected: before.from.expected - before.from.perChild,
  });
  expect(after.to).toEqual({
    ...before.to,
    students: before.to.students + 1,
    expected: before.to.expected + before.to.perChild,
  });

  await page.goto(studentUrl);
  await chooseFromMore(page, 'Delete student');
  await enterAdminPassword(page, 'Delete');
  await expect(page.getByText('Student deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL('/students');
  expect(await classroomFigures(page, toId)).toEqual(before.to);
});

test('a new school asks for a classroom first, then holds 5,000 imported students', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/schools/register');
  await page.getByLabel('School name').fill('Roll Call Academy');
  await page.getByLabel('Address').fill('5 Unity Road, Ilorin');
  await page.getByLabel('Level').selectOption({ label: 'Primary' });
  await page.getByRole('button', { name: 'Register school' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('School registered successfully!')).toBeVisible();
  await chooseSchool(page, 'Roll Call Academy');

  await page.goto('/students/register');
  await expect(
    page.getByText('There is no classroom registered under Roll Call Academy'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL('/classrooms/register');
  const classes = ['Basic One', 'Basic Two'] as const;
  for (const name of classes) {
    await page.goto('/classrooms/register');
    await page.getByLabel('Class name').fill(name);
    await page.getByLabel('Class teacher').fill('Mrs Ngozi Okafor');
    await page.getByLabel('Fees per child (NGN)').fill('40000');
    await page.getByRole('button', { name: 'Register classroom' }).click();
    await enterAdminPassword(page);
    await expect(page.getByText('Classroom registered successfully!')).toBeVisible();
  }

  await page.goto('/students');
  await expect(
    page.getByText('There are no students registered under Roll Call Academy.'),
  ).toBeVisible();
  await page.goto('/students/import');
  const lines = Array.from({ length: ROLL_SIZE }, (_, index) => {
    const n = index + 1;
    return `${rollName(n)},${rollClass(n, classes)},${6 + (n % 8)},${rollSex(n)},08031234567,0`;
  });
  await page.getByLabel('CSV file').setInputFiles(csvFile([CSV_HEADER, ...lines]));
  await expect(page.getByText('5,000 students ready to import')).toBeVisible();
  await page.getByRole('button', { name: 'Import 5,000 students' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('5,000 students imported successfully!')).toBeVisible();

  await checkRollList(page, classes[1], { walkToLast: false });
});

test('guest imports a small CSV after fixing a bad row, and exports the list', async ({
  page,
}, testInfo) => {
  await chooseSchool(page);
  await page.goto('/classrooms');
  const className = (await page.getByRole('article').first().getByRole('heading').textContent())!;

  await page.goto('/students/import');
  const good = [
    `"Ọlá, Adébáyọ̀",${className},7,F,08031234567,0`,
    `Bello Musa,${className},8,M,08031234568,5`,
  ];
  await page
    .getByLabel('CSV file')
    .setInputFiles(csvFile([CSV_HEADER, ...good, `Ok,No Such Class,0,X,0803,0`]));
  await expect(page.getByText('1 of 3 rows have problems')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Students in the file' });
  const badRow = preview.getByRole('row', { name: /^3 Ok / });
  await expect(badRow).toContainText('Class: No Such Class is not a classroom of');
  await expect(badRow).toContainText('Name must be at least 3 characters');
  await expect(badRow).toContainText('Age: Minimum of 1');
  await expect(badRow).toContainText('Parent phone: Phone number must be 11 characters');
  await expect(page.getByRole('list', { name: 'Rows with problems' })).toContainText(
    'Row 3 (Ok): Class: No Such Class is not a classroom of',
  );
  await expect(page.getByRole('button', { name: 'Import 3 students' })).toBeDisabled();
  await screenshots(page, testInfo, 'students-import');

  await page.getByLabel('CSV file').setInputFiles(csvFile([CSV_HEADER, ...good]));
  await expect(page.getByText('2 students ready to import')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 students' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('2 students imported successfully!')).toBeVisible();
  await expect(page).toHaveURL('/students');

  await page.getByRole('searchbox', { name: 'Search students' }).fill('adébáyọ̀');
  await expect(page.getByText('1 student match')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = (await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, row, ...rest] = text.trim().split(/\r\n/);
  expect(header).toBe(
    'Name,Class,Age,Sex,Parent phone,Parent e-mail,Discount %,Optional items,Brought forward,Fees expected,Fees paid,Outstanding,Balance,Transfer account',
  );
  expect(row).toMatch(
    new RegExp(`^"Ọlá, Adébáyọ̀",${className},7,Female,08031234567,,0,,0,\\d+,0,\\d+,\\d+,$`),
  );
  expect(rest).toEqual([]);
});

test('screenshots of the list, a student, the register and edit forms at 1280 and 375 px', async ({
  page,
}, testInfo) => {
  await chooseSchool(page);
  await page.goto('/students');
  const table = page.getByRole('table', { name: /^Students of / });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await screenshots(page, testInfo, 'students-list');

  await table.getByRole('row').nth(1).click();
  await expect(page.getByRole('img', { name: /^Fees paid: / })).toBeVisible();
  await screenshots(page, testInfo, 'students-detail');

  await chooseFromMore(page, 'Edit student');
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await screenshots(page, testInfo, 'students-edit');

  await page.goto('/students/register');
  await page.getByRole('button', { name: 'Register student' }).click();
  await expect(page.getByText('Fistname is required')).toBeVisible();
  await screenshots(page, testInfo, 'students-register');
});
