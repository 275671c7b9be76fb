import { expect, type Page } from '@playwright/test';

/** The largest file the import takes at once, and so the largest school the specs build. */
export const ROLL_SIZE = 5000;

/** Student n of the roll (1-based), last name first as the register stores it. */
export function rollName(n: number): string {
  return `Pupil${String(n).padStart(4, '0')} Ade`;
}

/** Odd-numbered students go to the first class, even-numbered ones to the second. */
export function rollClass<T>(n: number, [first, second]: readonly [T, T]): T {
  return n % 2 === 1 ? first : second;
}

/** A girl for odd n, a boy for even n. */
export function rollSex(n: number): 'Female' | 'Male' {
  return n % 2 === 1 ? 'Female' : 'Male';
}

export interface RollListChecks {
  /**
   * Whether the keyboard walks to the very last student (End, again as each next page arrives).
   * The account spec does; in the guest demo every page waits the demo's 500 ms, so the walk's
   * hundred pages would take 50 s to show again what the account spec shows of the same list.
   */
  walkToLast: boolean;
}

/**
 * The student list of a school holding the whole roll: it says how many there are, the keyboard
 * reaches the very last student (when asked), and a class filter and a search narrow it to the
 * right students.
 */
export async function checkRollList(
  page: Page,
  secondClass: string,
  { walkToLast }: RollListChecks,
): Promise<void> {
  await page.goto('/students');
  const table = page.getByRole('table', { name: /^Students of / });
  await expect(page.getByText('5,000 students', { exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`^${rollName(1)} `) })).toBeVisible();
  if (walkToLast) await walkToLastStudent(page);

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: secondClass, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('2,500 students match', { exact: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toHaveAccessibleName(
    new RegExp(`^${rollName(2)} ${secondClass} `),
  );
  await expect(table.getByRole('cell', { name: 'Female', exact: true })).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search students' });
  await search.fill(rollName(ROLL_SIZE).split(' ')[0]!);
  await expect(page.getByText('1 student match', { exact: true })).toBeVisible();
  await expect(
    table.getByRole('row', { name: new RegExp(`^${rollName(ROLL_SIZE)} `) }),
  ).toBeVisible();
  // Student 4,999 is in the first class, so the class filter keeps them out.
  await search.fill(rollName(ROLL_SIZE - 1).split(' ')[0]!);
  await expect(page.getByText('No students match this search and filter.')).toBeVisible();
}

/**
 * End goes to the last row loaded; reaching it loads the next page, so End is pressed again as
 * each page arrives, until the last student of all is there and focused.
 */
async function walkToLastStudent(page: Page): Promise<void> {
  const table = page.getByRole('table', { name: /^Students of / });
  const last = table.getByRole('row', { name: new RegExp(`^${rollName(ROLL_SIZE)} `) });
  const box = table.locator('xpath=..');
  const loadedHeight = () => box.evaluate((element) => element.scrollHeight);
  await table.getByRole('row').nth(1).focus();
  while (!(await last.isVisible())) {
    const height = await loadedHeight();
    await page.keyboard.press('End');
    await expect
      .poll(async () => (await last.isVisible()) || (await loadedHeight()) > height)
      .toBe(true);
  }
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-rowindex', String(ROLL_SIZE + 1));
}
