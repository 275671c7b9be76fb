import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { chooseGuestSchool, signInAsGuest, storedRecords } from '../support/guest-session';
import { recordTransfer } from '../support/screens/recorded-payment';
import { FIGURE, naira } from '../support/table-text';

// On a phone a table may leave columns out or wrap a cell over lines, but every amount and name it
// shows is whole: an amount a bursar cannot read is worse than none.

const PHONES = [375, 320] as const;

/** The largest payment the forms take, short of NGN 100 million: the widest amount a row shows. */
const LARGE_AMOUNT = 99_999_999.99;

type Student = {
  _id: string;
  schoolId: string;
  classroomId: string;
  fullname: string;
  totalPaidFees: number;
  balance: number;
};
type Payment = { schoolId: string; studentName: string; amount: number };

type ClippedCell = { text: string; why: string };

/**
 * Every visible header and data cell of the page's tables whose content is cut: wider than the
 * cell (an ellipsis, or hidden overflow), reaching past the edge of a box that clips it or of the
 * screen, where only a sideways scroll would show it, or with a figure (an amount, a date) split
 * over two lines.
 */
function clippedCells(page: Page): Promise<ClippedCell[]> {
  return page.evaluate((figures) => {
    const clipped: ClippedCell[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('table th, table td')) {
      const text = cell.textContent?.trim() ?? '';
      if (!text || !cell.checkVisibility({ visibilityProperty: true })) continue;
      if (cell.scrollWidth > cell.clientWidth) {
        const ellipsis = getComputedStyle(cell).textOverflow === 'ellipsis' ? ', ellipsis' : '';
        const why = `content ${cell.scrollWidth}px wide in ${cell.clientWidth}px${ellipsis}`;
        clipped.push({ text, why });
        continue;
      }
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const split: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const figure of node.textContent!.matchAll(new RegExp(figures, 'g'))) {
          const range = document.createRange();
          range.setStart(node, figure.index);
          range.setEnd(node, figure.index + figure[0].length);
          const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
          if (lines.size > 1) split.push(figure[0]);
        }
      }
      if (split.length > 0) {
        clipped.push({ text, why: `${split.join(', ')} split over lines` });
        continue;
      }
      const rect = cell.getBoundingClientRect();
      const edges = [{ left: 0, right: document.documentElement.clientWidth, name: 'the screen' }];
      for (let box = cell.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') {
          const { left, right } = box.getBoundingClientRect();
          edges.push({ left, right, name: `a clipping ${box.tagName.toLowerCase()}` });
        }
      }
      const edge = edges.find((box) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
      if (edge) {
        const why = `spans ${Math.round(rect.left)}–${Math.round(rect.right)}px, past ${edge.name}`;
        clipped.push({ text, why });
      }
    }
    return clipped;
  }, FIGURE.source);
}

/** The rows a list has drawn each start where the one above ends: none overlap, none drift. */
async function expectRowsStacked(table: Locator) {
  const joins = await table.evaluate((element) => {
    const rows = [...element.querySelectorAll<HTMLElement>('tbody tr[data-index]')];
    return rows.slice(1).map((row, at) => ({
      rows: `${rows[at]!.dataset.index}→${row.dataset.index}`,
      gap: Math.round(row.getBoundingClientRect().top - rows[at]!.getBoundingClientRect().bottom),
    }));
  });
  expect(joins.length).toBeGreaterThan(3);
  expect(joins.filter(({ gap }) => gap !== 0)).toEqual([]);
}

/** The rows a list has drawn, each as its cells' text by column header. */
function shownRows(table: Locator): Promise<Record<string, string>[]> {
  return table.evaluate((element) => {
    // A sortable header's arrow is drawn for the eye and hidden from its name: left out here too.
    const headers = [...element.querySelectorAll('thead th')].map((th) =>
      (th.textContent ?? '').replace(/[↑↓↕]$/, ''),
    );
    return [...element.querySelectorAll('tbody tr[data-index]')].map((row) =>
      Object.fromEntries(
        [...row.querySelectorAll('td')].map((cell, at) => [headers[at], cell.textContent ?? '']),
      ),
    );
  });
}

/** The amounts the records hold for each name (names repeat: two pupils may share one). */
function amountsByName(records: [string, number][]): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const [name, amount] of records) {
    byName.set(name, (byName.get(name) ?? new Set()).add(naira(amount)));
  }
  return byName;
}

/** The rows whose amount is not one the records hold for the name beside it. */
function notHeld(
  rows: Record<string, string>[],
  name: string,
  amount: string,
  held: Map<string, Set<string>>,
) {
  // A void payment's name cell starts with the word 'Void'.
  return rows.filter((row) => !held.get(row[name]!.replace(/^Void/, ''))?.has(row[amount]!));
}

/** Scrolls a list's box half way down and waits for the rows drawn there, measured afresh. */
async function scrollHalfWay(table: Locator) {
  await table.evaluate((element) => {
    const box = element.parentElement!;
    box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
  });
  const firstDrawn = () =>
    table.locator('tbody tr[data-index]').first().getAttribute('data-index').then(Number);
  await expect.poll(firstDrawn).toBeGreaterThan(10);
}

/** At each phone width: nothing clipped once `ready` holds, and a screenshot to look at. */
async function expectWholeOnPhones(
  page: Page,
  testInfo: TestInfo,
  name: string,
  ready: () => Promise<void>,
) {
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 760 });
    await ready();
    expect(await clippedCells(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsGuest(page);
});

test('on a phone the lists and a record’s pages show every amount and name whole', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const everyone = (await storedRecords(page, 'students')) as unknown as Student[];
  // A student who has paid already, so their total passes NGN 100 million with the payment below.
  const student = everyone.find((s) => s.totalPaidFees > 0)!;
  const total = naira(Math.round((student.totalPaidFees + LARGE_AMOUNT) * 100) / 100);
  await chooseGuestSchool(page, student.schoolId);

  await expectWholeOnPhones(page, testInfo, 'school', async () => {
    await expect(
      page.getByRole('row', { name: /^Fees paid, Second term 2026\/2027 NGN/ }),
    ).toBeVisible();
  });
  await page.goto(`/classrooms/${student.classroomId}`);
  await expectWholeOnPhones(page, testInfo, 'classroom', async () => {
    await expect(page.getByRole('row', { name: /^Fees expected NGN/ })).toBeVisible();
  });

  await page.goto(`/payments/record?student=${student._id}`);
  await recordTransfer(page, {
    amount: String(LARGE_AMOUNT),
    reference: 'NIP/2026/000042',
    depositor: 'Oluwaseun Adebayo-Okonkwo',
    purpose: 'Fees for the whole of secondary school, paid ahead',
    // Beyond what is owed, the rest is a credit, which the form asks about first.
    credit: naira(
      (Math.round(LARGE_AMOUNT * 100) - Math.max(0, Math.round(student.balance * 100))) / 100,
    ),
  });
  await expectWholeOnPhones(page, testInfo, 'payment', async () => {
    await expect(page.getByRole('row', { name: `Amount ${naira(LARGE_AMOUNT)}` })).toBeVisible();
  });
  await page.goto(`/students/${student._id}`);
  await expectWholeOnPhones(page, testInfo, 'student', async () => {
    await expect(page.getByRole('row', { name: `Fees paid ${total}` })).toBeVisible();
    // This term's lines come with the statement, after the record: measured once they are in.
    await expect(page.getByRole('table', { name: /^(First|Second|Third) term / })).toBeVisible();
  });

  const schoolStudents = ((await storedRecords(page, 'students')) as unknown as Student[]).filter(
    (s) => s.schoolId === student.schoolId,
  );
  // On a phone the list's amount is the balance, a credit said as such (docs/terms.md).
  const owes = (balance: number) => (balance < 0 ? `${naira(-balance)} credit` : naira(balance));
  const balanceBy = new Map<string, Set<string>>();
  for (const s of schoolStudents) {
    balanceBy.set(s.fullname, (balanceBy.get(s.fullname) ?? new Set()).add(owes(s.balance)));
  }
  const largeBalance = owes(schoolStudents.find((s) => s._id === student._id)!.balance);
  const students = page.getByRole('table', { name: /^Students of / });
  for (const [view, path] of [
    ['students', '/students'],
    ['students-large', `/students?q=${encodeURIComponent(student.fullname)}`],
  ] as const) {
    await page.goto(path);
    await expectWholeOnPhones(page, testInfo, view, async () => {
      await expect(students.getByRole('row').nth(1)).toBeVisible();
      await expect(students.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
      // The amounts in view are the whole figures the records hold.
      const rows = await shownRows(students);
      expect(rows.length).toBeGreaterThan(0);
      expect(notHeld(rows, 'Name', 'Balance', balanceBy)).toEqual([]);
    });
  }
  expect((await shownRows(students)).map((row) => row['Balance'])).toContain(largeBalance);
  await page.goto('/students');
  await expectRowsStacked(students);
  await scrollHalfWay(students);
  await expectRowsStacked(students);

  const classrooms = (await storedRecords(page, 'classrooms')) as unknown as {
    _id: string;
    name: string;
  }[];
  const className = classrooms.find((room) => room._id === student.classroomId)!.name;
  await page.goto('/students/import');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Name,Class,Age,Sex,Parent phone,Parent e-mail,Discount %',
        `Oluwadamilare Chukwuemekaeze Abubakar-Ogunleye,${className},7,F,08031234567,oluwadamilare.abubakar-ogunleye@example.com,0`,
        'Ok,No Such Class,0,X,0803,not-an-email,0',
      ].join('\n'),
    ),
  });
  await expectWholeOnPhones(page, testInfo, 'import', async () => {
    await expect(page.getByText('1 of 2 rows have problems')).toBeVisible();
  });

  const paymentsTable = page.getByRole('table', { name: /^Payments made to / });
  const payments = (await storedRecords(page, 'payments')) as unknown as Payment[];
  const amountsOf = amountsByName(
    payments.filter((p) => p.schoolId === student.schoolId).map((p) => [p.studentName, p.amount]),
  );
  await page.goto('/payments');
  await expectWholeOnPhones(page, testInfo, 'payments', async () => {
    await expect(
      paymentsTable.getByRole('row').filter({ hasText: naira(LARGE_AMOUNT) }),
    ).toBeVisible();
    await expect(paymentsTable.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
    const rows = await shownRows(paymentsTable);
    expect(rows.length).toBeGreaterThan(0);
    expect(notHeld(rows, 'Student name', 'Amount', amountsOf)).toEqual([]);
  });
  await expectRowsStacked(paymentsTable);
  await scrollHalfWay(paymentsTable);
  await expectRowsStacked(paymentsTable);
});
