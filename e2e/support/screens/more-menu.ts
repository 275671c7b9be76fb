import type { Page } from '@playwright/test';

/** Chooses an item of the student page's 'More' menu: View payments, Edit student, Delete student. */
export async function chooseFromMore(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
