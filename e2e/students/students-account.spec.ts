import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  arrangePayment,
  arrangeSchool,
  firstTermPayment,
  newAccount,
  plainNames,
  signInWithAccount,
  type Account,
} from '../support/account';
import { enterAdminPassword } from '../support/guest-session';
import { checkRollList, ROLL_SIZE, rollClass, rollName, rollSex } from '../support/student-roll';
import { chooseFromMore } from '../support/screens/more-menu';
import { adaeze, fillStudentDetails } from '../support/screens/student-form';

type Saved = { _id: string; name: string; fullname: string };
type Figures = { noOfStudents: number; totalFeesExpected: number };

/** An account with a school and its classrooms made through the API. */
async function accountWithSchool(
  request: APIRequestContext,
  schoolName: string,
  classes: readonly { name: string; classFees: number }[],
) {
  const { account, api } = await newAccount(request);
  const password = account.password;
  const school = (await (
    await api.post('/schools', {
      name: schoolName,
      address: '12 Allen Avenue, Ikeja',
      level: 'Primary',
      password,
    })
  ).json()) as Saved;
  const classrooms: Saved[] = [];
  for (const room of classes) {
    const created = await api.post('/classrooms', {
      ...room,
      classTeacher: 'Mrs Ifeoma Eze',
      schoolId: school._id,
      password,
    });
    expect(created.status()).toBe(201);
    classrooms.push((await created.json()) as Saved);
  }
  return { account, api, school, classrooms };
}

/** Signs in and opens the school, which makes it the current school. */
async function openSchool(page: Page, account: Account, school: { _id: string; name: string }) {
  await signInWithAccount(page, account);
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
}

test('an account holder registers, filters, searches, views, moves and deletes a student', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { account, api, school, classrooms } = await accountWithSchool(
    request,
    'Bright Stars Academy',
    [
      { name: 'Primary1', classFees: 80000 },
      { name: 'Primary2', classFees: 100000 },
    ],
  );
  const [one, two] = classrooms as [Saved, Saved];
  const figures = async (room: Saved) =>
    ((await (await api.get(`/classrooms?_id=${room._id}`)).json()) as Figures[])[0];
  await openSchool(page, account, school);

  await page.goto('/students');
  await expect(
    page.getByText('There are no students registered under Bright Stars Academy.'),
  ).toBeVisible();
  const boy = await api.post('/students', {
    fullname: 'Bello Tobi',
    age: 8,
    sex: 'Male',
    phoneNo: '08021234567',
    discount: 0,
    classroom: two._id,
    schoolId: school._id,
    password: account.password,
  });
  expect(boy.status()).toBe(201);

  await page.goto('/students');
  await page.getByRole('link', { name: 'Add student' }).click();
  await expect(page).toHaveURL('/students/register');
  await fillStudentDetails(page, adaeze);
  await page.getByLabel('Discount (%)').fill('25');
  await page.getByLabel('Classroom', { exact: true }).selectOption(one._id);
  await page.getByRole('button', { name: 'Register student' }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  await expect(page.getByText('Student registered successfully!')).toBeVisible();
  await expect(page).toHaveURL('/students');
  const [girl] = (await (
    await api.get(`/students?schoolId=${school._id}&classroom=${one._id}`)
  ).json()) as (Saved & { totalFeesExpected: number })[];
  expect(girl).toMatchObject({ fullname: 'Zorabere Adaeze', totalFeesExpected: 60000 });

  const table = page.getByRole('table', { name: 'Students of Bright Stars Academy' });
  await expect(page.getByText('2 students', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Primary2', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`/students?classroom=${two._id}`);
  await expect(page.getByText('1 student match', { exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Bello Tobi Primary2 / })).toBeVisible();
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Primary2', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: 'F', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/students?sex=Female');
  await expect(page.getByText('1 student match', { exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Zorabere Adaeze Primary1 / })).toBeVisible();
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'F', exact: true }).click();
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: 'Search students' }).fill('bello');
  await expect(page.getByText('1 student match', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search students' }).fill('zorab');
  await expect(page).toHaveURL('/students?q=zorab');
  await expect(page.getByText('1 student match', { exact: true })).toBeVisible();
  const row = table.getByRole('row', { name: /^Zorabere Adaeze / });
  await row.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/students/${girl!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zorabere Adaeze' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Fees paid: 0%' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Fees expected / })).toContainText('NGN 60,000');

  await chooseFromMore(page, 'Edit student');
  await expect(page.getByLabel('First name')).toHaveValue('Adaeze');
  await expect(page.getByLabel('Last name')).toHaveValue('Zorabere');
  await page.getByLabel('Classroom', { exact: true }).selectOption(two._id);
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  await expect(page.getByText('Student updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(`/students/${girl!._id}`);
  const details = page.getByRole('table', { name: /Student details/ });
  await expect(details.getByRole('row', { name: /^Class / })).toContainText('Primary2');
  await expect(details.getByRole('row', { name: /^Fees expected / })).toContainText('NGN 75,000');
  // The student's 25% discount goes with them: Primary1 is empty again, Primary2 expects both.
  expect(await figures(one)).toMatchObject({ noOfStudents: 0, totalFeesExpected: 0 });
  expect(await figures(two)).toMatchObject({ noOfStudents: 2, totalFeesExpected: 175000 });
  await page.goto(`/classrooms/${two._id}`);
  await expect(page.getByRole('row', { name: /^Number of students / })).toContainText('2');
  await expect(page.getByRole('row', { name: /^Fees expected / })).toContainText('NGN 175,000');

  await page.goto(`/students/${girl!._id}`);
  await chooseFromMore(page, 'Delete student');
  await enterAdminPassword(page, 'Delete', account.password);
  await expect(page.getByText('Student deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL('/students');
  expect(await (await api.get(`/students?_id=${girl!._id}`)).json()).toEqual([]);
  expect(await figures(two)).toMatchObject({ noOfStudents: 1, totalFeesExpected: 100000 });
});

test('a student with a payment cannot be deleted, and a school without classrooms asks for one', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { account, api } = await newAccount(request);
  const records = await arrangeSchool(api, account.password, {
    ...plainNames,
    school: 'Harmony Heights School',
  });
  await arrangePayment(api, records, firstTermPayment);
  const { school, student } = records;

  await openSchool(page, account, school);
  await page.goto(`/students/${student._id}`);
  await expect(page.getByRole('img', { name: 'Fees paid: 37%' })).toBeVisible();
  await chooseFromMore(page, 'Delete student');
  await enterAdminPassword(page, 'Delete', account.password);
  await expect(page.getByText('This student has payments and cannot be deleted.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`/students/${student._id}`);
  expect(((await (await api.get(`/students?_id=${student._id}`)).json()) as Saved[]).length).toBe(
    1,
  );

  const bare = (await (
    await api.post('/schools', {
      name: 'Empty Rooms Academy',
      address: '4 Bode Thomas Street, Surulere',
      level: 'Primary',
      password: account.password,
    })
  ).json()) as Saved;
  await page.goto(`/schools/${bare._id}`);
  await expect(page.getByRole('heading', { level: 1, name: bare.name })).toBeVisible();
  await page.goto('/students/register');
  await expect(
    page.getByText('There is no classroom registered under Empty Rooms Academy'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL('/classrooms/register');
});

test('a school of 5,000 students imported at once opens, scrolls to the last and filters', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { account, api, school, classrooms } = await accountWithSchool(
    request,
    'Roll Call Academy',
    [
      { name: 'Basic One', classFees: 40000 },
      { name: 'Basic Two', classFees: 40000 },
    ],
  );
  const rooms = classrooms as [Saved, Saved];
  const imported = await api.post('/students/import', {
    schoolId: school._id,
    password: account.password,
    students: Array.from({ length: ROLL_SIZE }, (_, index) => {
      const n = index + 1;
      return {
        fullname: rollName(n),
        age: 6 + (n % 8),
        sex: rollSex(n),
        phoneNo: '08031234567',
        discount: 0,
        classroom: rollClass(n, rooms)._id,
      };
    }),
  });
  expect(imported.status()).toBe(201);

  await openSchool(page, account, school);
  await checkRollList(page, rooms[1].name, { walkToLast: true });
});
