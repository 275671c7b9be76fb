import { expect, test } from '@playwright/test';
import { enterAdminPassword, signInAsGuest, storedRecords } from '../support/guest-session';

test.beforeEach(async ({ page }) => {
  await signInAsGuest(page);
});

test('guest registers, views, edits and deletes a school', async ({ page }) => {
  await page.goto('/schools');
  await expect(page.getByRole('heading', { name: 'Select school to manage' })).toBeVisible();
  await page.getByRole('link', { name: 'Register school' }).click();
  await expect(page).toHaveURL('/schools/register');
  await expect(page).toHaveTitle('Fees Manager | Register School');

  const form = page.getByRole('form', { name: 'Register school' });
  await form.getByRole('button', { name: 'Register school' }).click();
  await expect(form.getByText('School name is required')).toBeVisible();
  await form.getByLabel('School name').fill('Greenfield Academy');
  await form.getByLabel('Address').fill('1 Marina Road, Lagos');
  await form.getByLabel('Level').selectOption({ label: 'Tertiary' });
  await form.getByRole('button', { name: 'Register school' }).click();
  await enterAdminPassword(page);

  await expect(page.getByText('School registered successfully!')).toBeVisible();
  await expect(page).toHaveURL('/schools');
  const card = page.getByRole('article', { name: 'Greenfield Academy' });
  await expect(card.getByText('Tertiary')).toBeVisible();
  await card.getByRole('link', { name: 'View School' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Greenfield Academy' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Fees paid: nothing expected yet' })).toBeVisible();
  const schoolUrl = page.url();

  await page.getByRole('link', { name: 'Edit school' }).click();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Address').fill('2 Broad Street, Lagos Island');
  await expect(save).toBeEnabled();
  await save.click();
  await enterAdminPassword(page);
  await expect(page.getByText('School updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(schoolUrl);
  await expect(
    page.getByRole('row', { name: 'Address 2 Broad Street, Lagos Island' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Delete school' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this school?' });
  await expect(dialog).toContainText(
    'All records, including classrooms and students, will be deleted for Greenfield Academy.',
  );
  await enterAdminPassword(page, 'Delete');
  await expect(page.getByText('School deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL('/schools');
  await expect(page.getByRole('heading', { name: 'Select school to manage' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Greenfield Academy' })).toHaveCount(0);
  // It was the current school (it was opened): nothing of it is left to choose.
  await page.goto('/classrooms');
  await expect(page.getByText(/No school is selected/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a school' })).toHaveAttribute(
    'href',
    '/schools',
  );
});

test('a wrong admin password is refused in the modal and nothing typed is lost', async ({
  page,
}) => {
  await page.goto('/schools/register');
  await page.getByLabel('School name').fill('Greenfield Academy');
  await page.getByLabel('Address').fill('1 Marina Road, Lagos');
  await page.getByLabel('Level').selectOption({ label: 'Primary' });
  await page.getByRole('button', { name: 'Register school' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please enter Admin password.' });
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(dialog.getByText('Incorrect password')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('School name')).toHaveValue('Greenfield Academy');
  await expect(page).toHaveURL('/schools/register');
});

test('guest registers, views, edits and deletes a classroom of the current school', async ({
  page,
}) => {
  await page.goto('/schools');
  await page
    .getByRole('article', { name: 'Crestfield College' })
    .getByRole('link', { name: 'View School' })
    .click();
  await page.getByRole('link', { name: 'View classrooms' }).click();
  await expect(page).toHaveURL('/classrooms');
  await expect(page.getByRole('heading', { name: 'Select classroom' })).toBeVisible();
  await expect(page.getByText('Crestfield College').first()).toBeVisible();

  await page.getByRole('link', { name: 'Add Classroom' }).click();
  const preset = page.getByLabel('Preset class');
  await expect(preset.getByRole('option')).toHaveText([
    'None: type the name below',
    'jss1',
    'jss2',
    'jss3',
    'sss1',
    'sss2',
    'sss3',
  ]);
  await preset.selectOption('sss2');
  await expect(page.getByLabel('Class name')).toHaveValue('sss2');
  await page.getByLabel('Class name').fill('SSS2 Gold');
  await page.getByLabel('Class teacher').fill('Mrs Bisi Adeyemi');
  await page.getByLabel('Fees per child (NGN)').fill('45000');
  await page.getByRole('button', { name: 'Register classroom' }).click();
  await enterAdminPassword(page);

  await expect(page.getByText('Classroom registered successfully!')).toBeVisible();
  await expect(page).toHaveURL('/classrooms');
  await page
    .getByRole('article', { name: 'SSS2 Gold' })
    .getByRole('link', { name: 'View classroom' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'SSS2 Gold' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Fees per child NGN 45,000' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Number of students 0' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Fees paid: nothing expected yet' })).toBeVisible();
  const classroomUrl = page.url();
  const classroomId = classroomUrl.split('/').at(-1);
  await expect(page.getByRole('link', { name: 'View students' })).toHaveAttribute(
    'href',
    `/students?classroom=${classroomId}`,
  );

  await page.getByRole('link', { name: 'Edit classroom' }).click();
  const fees = page.getByLabel('Fees per child (NGN)');
  await fees.fill('50000');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(fees).toHaveValue('45000');
  await fees.fill('50000');
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page);
  await expect(page.getByText('Classroom updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(classroomUrl);
  await expect(page.getByRole('row', { name: 'Fees per child NGN 50,000' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete classroom' }).click();
  await enterAdminPassword(page, 'Delete');
  await expect(page.getByText('Classroom deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL('/classrooms');
  await expect(page.getByRole('heading', { name: 'Select classroom' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'SSS2 Gold' })).toHaveCount(0);
});

test('the rings show paid ÷ expected of the recorded payments', async ({ page }) => {
  await page.goto('/schools');
  await page
    .getByRole('article', { name: 'Sunrise Kiddies Academy' })
    .getByRole('link', { name: 'View School' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sunrise Kiddies Academy' }),
  ).toBeVisible();
  const schoolId = page.url().split('/').at(-1)!;

  // Worked out from the stored payments and students, not from the totals the screen shows: the
  // current term's payments (docs/terms.md), a void one counting nowhere.
  const current = (await storedRecords(page, 'terms')).find(
    (term) => term.schoolId === schoolId && term.status === 'current',
  )!;
  const payments = (await storedRecords(page, 'payments')).filter(
    (p) => p.status !== 'void' && p.termId === current._id,
  );
  const students = await storedRecords(page, 'students');
  const percent = (paid: number, expected: number) => Math.floor((100 * paid) / expected);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  const schoolPaid = sum(payments.filter((p) => p.schoolId === schoolId).map((p) => p.amount!));
  const schoolExpected = sum(
    students.filter((s) => s.schoolId === schoolId).map((s) => s.totalFeesExpected!),
  );
  expect(schoolPaid).toBeGreaterThan(0);
  await expect(
    page.getByRole('img', { name: `Fees paid: ${percent(schoolPaid, schoolExpected)}%` }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'View classrooms' }).click();
  await page.getByRole('link', { name: 'View classroom' }).first().click();
  await expect(page.getByRole('img', { name: /Fees paid/ })).toBeVisible();
  const classroomId = page.url().split('/').at(-1)!;
  const roomPaid = sum(payments.filter((p) => p.classroomId === classroomId).map((p) => p.amount!));
  const roomExpected = sum(
    students.filter((s) => s.classroomId === classroomId).map((s) => s.totalFeesExpected!),
  );
  await expect(
    page.getByRole('img', { name: `Fees paid: ${percent(roomPaid, roomExpected)}%` }),
  ).toBeVisible();
});

test('money is never erased: a school or classroom that has payments is not deleted', async ({
  page,
}) => {
  await page.goto('/schools');
  await page
    .getByRole('article', { name: 'Harmony Skills Centre' })
    .getByRole('link', { name: 'View School' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Harmony Skills Centre' }),
  ).toBeVisible();
  const schoolId = page.url().split('/').at(-1)!;
  const owned = async (collection: string) =>
    (await storedRecords(page, collection)).filter((record) => record.schoolId === schoolId).length;
  const before = {
    classrooms: await owned('classrooms'),
    students: await owned('students'),
    payments: await owned('payments'),
  };
  expect(before.payments).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Delete school' }).click();
  await enterAdminPassword(page, 'Delete');
  const schoolDialog = page.getByRole('dialog', { name: 'Delete this school?' });
  await expect(
    schoolDialog.getByText('This school has payments and cannot be deleted.'),
  ).toBeVisible();
  await expect(page).toHaveURL(`/schools/${schoolId}`);
  await schoolDialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'View classrooms' }).click();
  await page.getByRole('link', { name: 'View classroom' }).first().click();
  await expect(page.getByRole('button', { name: 'Delete classroom' })).toBeVisible();
  const classroomUrl = page.url();
  await page.getByRole('button', { name: 'Delete classroom' }).click();
  await enterAdminPassword(page, 'Delete');
  await expect(
    page
      .getByRole('dialog', { name: 'Delete this classroom?' })
      .getByText('This classroom has payments and cannot be deleted.'),
  ).toBeVisible();
  await expect(page).toHaveURL(classroomUrl);

  expect({
    classrooms: await owned('classrooms'),
    students: await owned('students'),
    payments: await owned('payments'),
  }).toEqual(before);
});

test('opening a school by its address makes it the current school', async ({ page }) => {
  await page.goto('/schools');
  const card = page.getByRole('article', { name: 'Riverbend Institute of Technology' });
  const href = await card.getByRole('link', { name: 'View School' }).getAttribute('href');
  await page.goto(href!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Riverbend Institute of Technology' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View classrooms' }).click();
  await expect(page.getByRole('heading', { name: 'Select classroom' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Classroom' }).click();
  await expect(page.getByLabel('Preset class').getByRole('option')).toHaveCount(6);
  await expect(page.getByText('Classes of a Tertiary school')).toBeVisible();
});
