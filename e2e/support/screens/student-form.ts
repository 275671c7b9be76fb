import type { Page } from '@playwright/test';

/** The girl both the guest and the account journeys register. */
export const adaeze = {
  firstName: 'Adaeze',
  lastName: 'Zorabere',
  age: '7',
  sex: 'Female',
  phone: '08031234567',
};

/** Fills the student's own fields on /students/register; each spec picks the classroom itself. */
export async function fillStudentDetails(page: Page, details: typeof adaeze): Promise<void> {
  await page.getByLabel('First name').fill(details.firstName);
  await page.getByLabel('Last name').fill(details.lastName);
  await page.getByLabel('Age').fill(details.age);
  await page.getByLabel('Sex').selectOption(details.sex);
  await page.getByLabel('Parent phone number').fill(details.phone);
}
