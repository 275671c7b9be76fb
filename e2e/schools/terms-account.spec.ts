import { expect, test, type Page } from '@playwright/test';
import {
  arrangeSchool,
  newAccount,
  plainNames,
  signInWithAccount,
  type ApiSession,
} from '../support/account';
import { enterAdminPassword } from '../support/guest-session';

/** The session the school opened in ('2026/2027'), read back from the API. */
async function openingSession(api: ApiSession, schoolId: string): Promise<string> {
  const [first] = (await (await api.get(`/schools/${schoolId}/terms`)).json()) as {
    session: string;
  }[];
  return first!.session;
}

const nextSession = (session: string) => {
  const start = Number(session.slice(5));
  return `${start}/${start + 1}`;
};

/**
 * Starts the next term from the school page, as the owner would, and waits for it to open. The
 * term being closed opened today, so the owner ticks that it closes early.
 */
async function startNextTerm(page: Page, password: string, promotions?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Start next term' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem').first()).toContainText('will be charged for');
  await expect(dialog.getByText(/ opened today, on /)).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^Yes, close .* early: it opened today$/ }).check();
  await promotions?.();
  await enterAdminPassword(page, 'Start next term', password);
  await expect(page.getByText(/ has started\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function shots(page: Page, path: (name: string) => string, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: path(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an owner bills fee items, carries arrears and credit into the next terms, and promotes at a new session', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => testInfo.outputPath(name);
  const { account, api } = await newAccount(request);
  const { school, classroom, student } = await arrangeSchool(api, account.password, {
    ...plainNames,
    student: 'Okafor Chiamaka',
  });
  const next = await api.post('/classrooms', {
    name: 'Primary2',
    classTeacher: 'Mr Chinedu Obi',
    classFees: 90000,
    schoolId: school._id,
    password: account.password,
  });
  expect(next.status()).toBe(201);
  const primary2 = (await next.json()) as { _id: string };
  const session = await openingSession(api, school._id);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInWithAccount(page, account);

  // Fee items: a required one for every student, an optional one this student takes.
  await page.goto(`/classrooms/${classroom._id}`);
  await page.getByRole('link', { name: 'Edit fee items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fee Items' })).toBeVisible();
  await page.getByRole('button', { name: 'Add fee item' }).click();
  const first = page.getByRole('group', { name: 'Item 1' });
  await first.getByRole('textbox', { name: 'Item name' }).fill('Books and materials');
  await first.getByRole('spinbutton', { name: 'Amount (NGN)' }).fill('12500');
  await page.getByRole('button', { name: 'Add fee item' }).click();
  const second = page.getByRole('group', { name: 'Item 2' });
  await second.getByRole('textbox', { name: 'Item name' }).fill('School bus');
  await second.getByRole('spinbutton', { name: 'Amount (NGN)' }).fill('30000');
  await second.getByRole('checkbox', { name: /Optional/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  await expect(page.getByText('Fee items saved successfully!')).toBeVisible();
  const items = page.getByRole('region', { name: 'Fee items this term' });
  await expect(
    items.getByRole('row', { name: 'School bus NGN 30,000 Students who take it' }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: 'Fees expected NGN 92,500' })).toBeVisible();

  await page.goto(`/students/${student._id}/edit`);
  await page.getByRole('checkbox', { name: 'School bus (NGN 30,000)' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  await expect(page.getByText('Student updated successfully!')).toBeVisible();
  const details = page.getByRole('table', { name: /Student details/ });
  await expect(details.getByRole('row', { name: 'Balance NGN 122,500' })).toBeVisible();

  // A part payment, then the next term: the rest comes along as arrears.
  const pay = async (amount: number, purpose: string) => {
    const paid = await api.post('/payments/record', {
      schoolId: school._id,
      studentId: student._id,
      amount,
      method: 'cash',
      receivedOn: new Intl.DateTimeFormat('sv-SE', { timeZone: 'Africa/Lagos' }).format(new Date()),
      depositorName: 'Bello Kunle',
      email: '',
      purpose,
      externalReference: '',
      password: account.password,
    });
    expect(paid.status(), await paid.text()).toBe(201);
  };
  await pay(100000, 'First term school fees');

  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('row', { name: `Current term First term ${session}` })).toBeVisible();
  await page.getByRole('button', { name: 'Start next term' }).click();
  const dialog = page.getByRole('dialog', { name: `Start Second term ${session}?` });
  await expect(dialog.getByText('1 student carries NGN 22,500 of arrears into it.')).toBeVisible();
  await shots(page, shot, 'start-next-term');
  await page.keyboard.press('Escape');
  await startNextTerm(page, account.password);
  await expect(
    page.getByRole('row', { name: `Current term Second term ${session}` }),
  ).toBeVisible();

  await page.goto(`/students/${student._id}`);
  await expect(
    details.getByRole('row', { name: 'Brought forward NGN 22,500 arrears' }),
  ).toBeVisible();
  await expect(details.getByRole('row', { name: 'Balance NGN 145,000' })).toBeVisible();
  await shots(page, shot, 'student-arrears');
  await page.getByRole('link', { name: 'View statement' }).click();
  await expect(page.getByRole('table', { name: `First term ${session}` })).toBeVisible();
  const now = page.getByRole('table', { name: `Second term ${session}` });
  await expect(now.getByRole('row', { name: 'Brought forward NGN 22,500 arrears' })).toBeVisible();
  await expect(page.getByText('Balance now: NGN 145,000')).toBeVisible();
  await shots(page, shot, 'statement');

  // The parent's pay page asks for the balance, arrears included.
  const shared = await api.post(`/students/${student._id}/pay-link`, {});
  expect(shared.status(), await shared.text()).toBe(201);
  const { token } = (await shared.json()) as { token: string };
  const phone = await (
    await browser.newContext({ viewport: { width: 375, height: 760 } })
  ).newPage();
  await phone.goto(`${new URL(page.url()).origin}/pay/${token}`);
  await expect(phone.getByRole('row', { name: 'Term Second term' })).toBeVisible();
  await expect(
    phone.getByRole('row', { name: 'Brought forward NGN 22,500 arrears' }),
  ).toBeVisible();
  await expect(phone.getByRole('row', { name: 'Outstanding NGN 145,000' })).toBeVisible();
  await phone.screenshot({ path: shot('pay-page-arrears-375.png'), fullPage: true });
  await phone.context().close();

  // Paying more than is owed leaves a credit, which the next term takes off its charges.
  await pay(150000, 'Second term fees and some of the next');
  await page.goto(`/students/${student._id}`);
  await expect(details.getByRole('row', { name: 'Balance NGN 5,000 credit' })).toBeVisible();
  await page.goto(`/schools/${school._id}`);
  await page.getByRole('button', { name: 'Start next term' }).click();
  await expect(
    page.getByRole('dialog').getByText('1 student carries NGN 5,000 of credit into it.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await startNextTerm(page, account.password);
  await page.goto(`/students/${student._id}`);
  await expect(
    details.getByRole('row', { name: 'Brought forward NGN 5,000 credit' }),
  ).toBeVisible();
  await expect(details.getByRole('row', { name: 'Balance NGN 117,500' })).toBeVisible();

  // A new session: the class moves up, as the table proposes, and the balance goes with it.
  await page.goto(`/schools/${school._id}`);
  await startNextTerm(page, account.password, async () => {
    const table = page.getByRole('table', { name: 'Where each class moves for the new session' });
    await expect(table.getByRole('combobox', { name: 'Where Primary1 moves' })).toHaveValue(
      primary2._id,
    );
    await shots(page, shot, 'promotions');
  });
  await expect(
    page.getByRole('row', { name: `Current term First term ${nextSession(session)}` }),
  ).toBeVisible();
  await page.goto(`/students/${student._id}`);
  await expect(details.getByRole('row', { name: 'Class Primary2' })).toBeVisible();
  await expect(
    details.getByRole('row', { name: 'Brought forward NGN 117,500 arrears' }),
  ).toBeVisible();
  await expect(details.getByRole('row', { name: 'Balance NGN 207,500' })).toBeVisible();
});
