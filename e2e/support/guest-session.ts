import { expect, type Page } from '@playwright/test';

/** The guest demo's admin password (shared-data GUEST_CREDENTIALS), typed in the password modals. */
export const GUEST_PASSWORD = 'guest-demo';

/** Signs in as the guest from /login: 'Login as guest', then Agree on the note. */
export async function loginAsGuest(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login as guest' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL('/');
}

/** Answers the admin-password modal that every create, edit and delete asks for. */
export async function enterAdminPassword(
  page: Page,
  submitLabel = 'Submit',
  password = GUEST_PASSWORD,
): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: submitLabel, exact: true }).click();
}

export type Stored = {
  _id: string;
  schoolId?: string;
  classroomId?: string;
  amount?: number;
  status?: string;
  termId?: string;
  totalFeesExpected?: number;
  createdAt?: string;
};

/** One guest collection as the page keeps it in local storage. */
export async function storedRecords(page: Page, collection: string): Promise<Stored[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Stored[],
    `fees-manager:${collection}`,
  );
}
