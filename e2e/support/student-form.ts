import type { Page } from '@playwright/test';

export interface StudentDetails {
  firstName: string;
  lastName: string;
  age: string;
  sex: 'Female' | 'Male';
  phone: string;
}

/** Fills the student's own fields on /students/register; each spec picks the classroom itself. */
export async function fillStudentDetails(page: Page, details: StudentDetails): Promise<void> {
  await page.getByLabel('First name').fill(details.firstName);
  await page.getByLabel('Last name').fill(details.lastName);
  await page.getByLabel('Age').fill(details.age);
  await page.getByLabel('Sex').selectOption(details.sex);
  await page.getByLabel('Parent phone number').fill(details.phone);
}

/** The girl both the guest and the account journeys register. */
export const adaeze: StudentDetails = {
  firstName: 'Adaeze',
  lastName: 'Zorabere',
  age: '7',
  sex: 'Female',
  phone: '08031234567',
};
