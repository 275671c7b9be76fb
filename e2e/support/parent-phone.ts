import { expect, type Browser, type Locator, type Page } from '@playwright/test';

/** A parent's phone as the pay pages are checked on: 375 px wide. */
export const PHONE = { width: 375, height: 760 };

/** A parent's phone: a new browser with no cookie and no storage. */
export async function parentPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

/** The page fits the phone: nothing scrolls it sideways (a wide table scrolls in its own box). */
export async function expectNoSideways(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/**
 * The words a table shows broken over lines or cut ('Okon' / 'kwo', 'B' for 'Balance after'), or
 * out of its own box, where a parent would have to scroll sideways to read them.
 */
export function brokenWords(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const broken: string[] = [];
    const box = element.parentElement!.getBoundingClientRect();
    for (const cell of element.querySelectorAll<HTMLElement>('th, td')) {
      const rect = cell.getBoundingClientRect();
      // A header hidden for the eye (read by a screen reader only) shows no words to break.
      if (rect.width <= 1 || !cell.checkVisibility({ visibilityProperty: true })) continue;
      if (cell.scrollWidth > cell.clientWidth || rect.right > box.right + 0.5) {
        broken.push(`${cell.textContent}: out of its box`);
        continue;
      }
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}
