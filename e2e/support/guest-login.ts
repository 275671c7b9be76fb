import { expect, type Page } from '@playwright/test';

/** Signs in through the guest panel and its note modal, as a visitor would. */
export async function loginAsGuest(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login as guest' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
}
