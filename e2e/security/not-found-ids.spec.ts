import { expect, test, type Page } from '@playwright/test';
import {
  arrangePayment,
  arrangeSchool,
  newAccount,
  signInWithAccount,
  type SchoolRecords,
} from '../support/account';
import { signInAsGuest } from '../support/guest-session';

// Every detail and edit route, given an id that names no record of the signed-in owner (mangled,
// deleted, or another owner's), says the record was not found: no crash, no blank screen, and
// nothing of the other owner's.

type Ids = { school: string; classroom: string; student: string; payment?: string };

/** Each detail and edit route, with what its not-found page names. */
function routesFor(ids: Ids): [string, string][] {
  return [
    [`/schools/${ids.school}`, 'school'],
    [`/schools/${ids.school}/edit`, 'school'],
    [`/classrooms/${ids.classroom}`, 'classroom'],
    [`/classrooms/${ids.classroom}/edit`, 'classroom'],
    [`/students/${ids.student}`, 'student'],
    [`/students/${ids.student}/edit`, 'student'],
    ...(ids.payment ? [[`/payments/${ids.payment}`, 'payment'] as [string, string]] : []),
  ];
}

const everywhere = (id: string): Ids => ({ school: id, classroom: id, student: id, payment: id });

/** Visits each route and sees its not-found page; `unseen` is text that must never show. */
async function expectNotFound(page: Page, routes: [string, string][], unseen: string[] = []) {
  for (const [path, what] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      `This ${what} was not found`,
    );
    await expect(page.getByRole('link', { name: new RegExp(`^Back to ${what}s$`) })).toBeVisible();
    await expect(page).toHaveTitle('Fees Manager | Not found');
    for (const text of unseen) await expect(page.getByText(text), path).toHaveCount(0);
  }
}

function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a guest: mangled and unknown ids show not found on every detail and edit route', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = recordPageErrors(page);
  await signInAsGuest(page);
  await expectNotFound(page, routesFor(everywhere('%3Cscript%3Ealert(1)%3C%2Fscript%3E')));
  // Well-formed, but of no record, as a deleted one is.
  await expectNotFound(page, routesFor(everywhere('not-an-id')));
  expect(errors).toEqual([]);
});

test("an account: mangled, deleted and another owner's ids show not found, never their data", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = recordPageErrors(page);
  const { account: other, api: otherApi } = await newAccount(request);
  const theirs = await arrangeSchool(otherApi, other.password, {
    school: 'Hidden Heights College',
    address: '9 Secret Lane, Abuja',
    classroom: 'Private1',
    teacher: 'Mr Hidden Teacher',
    student: 'Hidden Pupil',
  });
  const theirPayment = await arrangePayment(otherApi, theirs);

  const { account, api } = await newAccount(request);
  const gone: SchoolRecords = await arrangeSchool(api, account.password);
  for (const [collection, id] of [
    ['students', gone.student._id],
    ['classrooms', gone.classroom._id],
    ['schools', gone.school._id],
  ]) {
    const removed = await api.delete(`/${collection}/${id}`, { password: account.password });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
  await signInWithAccount(page, account);

  await expectNotFound(
    page,
    routesFor({
      school: theirs.school._id,
      classroom: theirs.classroom._id,
      student: theirs.student._id,
      payment: theirPayment._id,
    }),
    ['Hidden Heights College', 'Private1', 'Hidden Pupil'],
  );
  await expectNotFound(
    page,
    routesFor({
      school: gone.school._id,
      classroom: gone.classroom._id,
      student: gone.student._id,
    }),
  );
  await expectNotFound(page, routesFor(everywhere('%3Cscript%3E')));
  expect(errors).toEqual([]);
});
