import { expect, type Locator, type Page } from '@playwright/test';
import { firstTermPayment, plainNames } from '../account';

export interface PaymentDetails {
  depositor: string;
  email: string;
  amount: string;
  purpose: string;
}

/** Fills /payments/create for the student already chosen and submits it: the confirmation opens. */
export async function submitPaymentForm(page: Page, details: PaymentDetails): Promise<Locator> {
  await page.getByLabel('Depositor name').fill(details.depositor);
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Amount').fill(details.amount);
  await page.getByLabel('Purpose / Description').fill(details.purpose);
  await page.getByRole('button', { name: 'Make payment' }).click();
  return page.getByRole('dialog', {
    name: 'Please confirm student information before proceeding.',
  });
}

/** `firstTermPayment` as typed into the form. */
export const firstTermForm: PaymentDetails = {
  depositor: firstTermPayment.depositorName,
  email: firstTermPayment.email,
  amount: String(firstTermPayment.amount),
  purpose: firstTermPayment.purpose,
};

/**
 * Opens /payments/create for the student `arrangeSchool` made and submits the first-term payment:
 * the confirmation opens.
 */
export async function startFirstTermPayment(page: Page, studentId: string): Promise<Locator> {
  await page.goto(`/payments/create?student=${studentId}`);
  await expect(
    page.getByRole('button', {
      name: `Select student ${plainNames.student} - (${plainNames.classroom})`,
    }),
  ).toBeVisible();
  return submitPaymentForm(page, firstTermForm);
}

/** Every window.alert the page shows (the checkout's outcome), accepted as a person would. */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}
