import { expect, type Browser, type Page } from '@playwright/test';

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
