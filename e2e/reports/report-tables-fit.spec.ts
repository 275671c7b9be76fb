import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import {
  chooseGuestSchool,
  enterAdminPassword,
  signInAsGuest,
  storedRecords,
} from '../support/guest-session';
import { recordTransfer } from '../support/screens/recorded-payment';
import { FIGURE, naira, splitOverLines } from '../support/table-text';

// The defaulters, the cash book, the term report and the staff list show every amount, name and
// row's action without a sideways scroll: at 1280 px all their columns fit the dashboard's content
// box, and on a phone each row is a block of lines, as the long lists' rows are
// (docs/accessibility.md).

const WIDTHS = [1280, 375] as const;

/** The longest names the forms take well: a name and an address with no space to break at. */
const LONG_NAME = 'Oluwadamilare Chukwuemekaeze Abubakar-Ogunleye';
const LONG_EMAIL = 'oluwadamilare.abubakar-ogunleye@example.com';

/**
 * What of the table's rows a person could not see without scrolling sideways, or read whole: the
 * box scrolling at all, any cell, link or button reaching past the box or the screen, any cell
 * whose content is wider than it (cut, or behind an ellipsis), and an amount's figure, a day or a
 * word of a button's label broken over two lines.
 */
async function outOfView(table: Locator): Promise<string[]> {
  const problems = await table.evaluate((element) => {
    const found: string[] = [];
    const box = element.parentElement!;
    if (box.scrollWidth > box.clientWidth) {
      found.push(`the box scrolls: ${box.scrollWidth}px of table in ${box.clientWidth}px`);
    }
    const edges = box.getBoundingClientRect();
    const left = Math.max(edges.left, 0);
    const right = Math.min(edges.right, document.documentElement.clientWidth);
    const shown = element.querySelectorAll<HTMLElement>(
      'tbody th, tbody td, tbody a, tbody button',
    );
    for (const item of shown) {
      const text = item.textContent?.trim() || item.getAttribute('aria-label') || '';
      if (!text || !item.checkVisibility({ visibilityProperty: true })) continue;
      const rect = item.getBoundingClientRect();
      if (rect.left < left - 0.5 || rect.right > right + 0.5) {
        const spans = `${Math.round(rect.left)}–${Math.round(rect.right)}px`;
        found.push(`'${text}' spans ${spans}, past ${Math.round(left)}–${Math.round(right)}px`);
      } else if (/^T[HD]$/.test(item.tagName) && item.scrollWidth > item.clientWidth) {
        found.push(`'${text}' is ${item.scrollWidth}px wide in a ${item.clientWidth}px cell`);
      }
    }
    return found;
  });
  const split = [
    ...(await splitOverLines(table, 'tbody th, tbody td', FIGURE)),
    ...(await splitOverLines(table, 'tbody button', /\S+/)),
  ];
  return [...problems, ...split.map((part) => `'${part}' split over two lines`)];
}

/**
 * At each width: the row's key parts are shown, nothing in the table needs a sideways scroll, and
 * a screenshot of the table's top to look at.
 */
async function expectInView(
  page: Page,
  testInfo: TestInfo,
  name: string,
  table: Locator,
  keys: () => Locator[],
) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const key of keys()) await expect.soft(key).toBeVisible();
    // Soft, so one run tells every table and width that fails.
    expect.soft(await outOfView(table), `${name} at ${width} px`).toEqual([]);
    // The table's top in view, clear of the top bar: the guest's defaulters run to many screens.
    await table.evaluate((element) => {
      element.style.scrollMarginTop = '8rem';
      element.scrollIntoView({ block: 'start' });
    });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a guest sees each defaulter, payment and staff member whole at 1280 and 375 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsGuest(page);
  type Student = { _id: string; schoolId: string; fullname: string; balance: number };
  const students = (await storedRecords(page, 'students')) as unknown as Student[];
  const student = students.find((one) => one.balance > 0)!;
  await chooseGuestSchool(page, student.schoolId);

  // Millions paid in one go: the widest amount the cash book shows, and the credit it leaves.
  const amount = 12_345_678.9;
  await page.goto(`/payments/record?student=${student._id}`);
  await recordTransfer(page, {
    amount: String(amount),
    reference: 'NIP/2026/000042',
    depositor: LONG_NAME,
    purpose: 'Fees for the whole of secondary school, paid ahead',
    credit: naira((Math.round(amount * 100) - Math.round(student.balance * 100)) / 100),
  });

  await page.goto('/reports/defaulters');
  const owing = page.getByRole('table', { name: /^Defaulters of / });
  const firstOwing = owing.getByRole('row').nth(1);
  await expectInView(page, testInfo, 'guest-defaulters', owing, () => [
    firstOwing.getByRole('link').first(),
    firstOwing.getByText(/^NGN [\d,]+(\.\d\d)?$/).first(),
    firstOwing.getByRole('button', { name: 'Share pay link' }),
  ]);

  // The term report's tables stack too: each class's and each day's figures whole.
  await page.goto('/reports');
  for (const [name, caption] of [
    ['guest-term-classes', /^Fees by class, /],
    ['guest-term-days', /^Collections by day, /],
  ] as const) {
    const table = page.getByRole('table', { name: caption });
    const first = table.getByRole('row').nth(1);
    await expectInView(page, testInfo, name, table, () => [
      first.getByRole('rowheader'),
      first.getByText(/^NGN [\d,]+(\.\d\d)?$/).first(),
    ]);
  }

  await page.goto('/reports/cash-book');
  const payments = page.getByRole('table', { name: /^Payments on / });
  const paid = payments.getByRole('row').filter({ hasText: student.fullname });
  await expectInView(page, testInfo, 'guest-cash-book', payments, () => [
    paid.getByRole('link', { name: student.fullname }),
    paid.getByText(naira(amount)),
  ]);

  await page.goto(`/schools/${student.schoolId}/staff`);
  const staff = page.getByRole('table', { name: /^Staff of / });
  const bursar = staff.getByRole('row').filter({ hasText: 'Bursar' }).first();
  await expectInView(page, testInfo, 'guest-staff', staff, () => [
    bursar.getByRole('rowheader'),
    bursar.getByRole('button', { name: /^Change role of / }),
    bursar.getByRole('button', { name: /^Remove / }),
  ]);
});

test('an owner sees each defaulter, payment and staff member whole at 1280 and 375 px', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { account, api } = await newAccount(request);
  const { school, classroom } = await arrangeSchool(api, account.password);
  const created = await api.post('/students', {
    fullname: LONG_NAME,
    age: 9,
    sex: 'Female',
    phoneNo: '08031234567',
    parentEmail: LONG_EMAIL,
    discount: 0,
    classroom: classroom._id,
    schoolId: school._id,
    password: account.password,
  });
  expect(created.status(), await created.text()).toBe(201);
  const student = (await created.json()) as { _id: string };
  await signInWithAccount(page, account);
  await page.goto(`/schools/${school._id}`);
  await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();

  await page.goto(`/payments/record?student=${student._id}`);
  await recordTransfer(
    page,
    {
      amount: '12345.67',
      reference: 'NIP/2026/000043',
      depositor: LONG_NAME,
      purpose: 'Part of the first term school fees',
    },
    account.password,
  );

  await page.goto('/reports/defaulters');
  const owing = page.getByRole('table', { name: /^Defaulters of / });
  const row = owing.getByRole('row').filter({ hasText: LONG_NAME });
  await expectInView(page, testInfo, 'account-defaulters', owing, () => [
    row.getByRole('link', { name: LONG_NAME }),
    row.getByRole('link', { name: LONG_EMAIL }),
    row.getByText(naira(80000 - 12345.67)),
    row.getByRole('button', { name: 'Share pay link' }),
  ]);

  await page.goto('/reports/cash-book');
  const payments = page.getByRole('table', { name: /^Payments on / });
  const paid = payments.getByRole('row').filter({ hasText: LONG_NAME });
  await expectInView(page, testInfo, 'account-cash-book', payments, () => [
    paid.getByRole('link', { name: LONG_NAME }),
    paid.getByText(naira(12345.67)),
  ]);

  await page.goto(`/schools/${school._id}/staff`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(LONG_EMAIL);
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Bursar' });
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await enterAdminPassword(page, 'Submit', account.password);
  const staff = page.getByRole('table', { name: `Staff of ${school.name}` });
  const invited = staff.getByRole('row').filter({ hasText: LONG_EMAIL });
  await expectInView(page, testInfo, 'account-staff', staff, () => [
    invited.getByRole('rowheader', { name: LONG_EMAIL }),
    invited.getByText('Bursar'),
    invited.getByRole('button', { name: `Change role of ${LONG_EMAIL}` }),
    invited.getByRole('button', { name: `Revoke invitation to ${LONG_EMAIL}` }),
  ]);
});
