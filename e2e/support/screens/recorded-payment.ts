import { expect, type Page } from '@playwright/test';
import { enterAdminPassword, GUEST_PASSWORD } from '../guest-session';

export interface TransferDetails {
  amount: string;
  /** The bank's or terminal's reference; cash has none. */
  reference: string;
  /** 'Bank transfer' unless given. */
  method?: 'Bank transfer' | 'Cash';
  depositor: string;
  purpose: string;
  /** Above the balance: the credit the form's question names ('NGN 10,000'), answered Continue. */
  credit?: string;
}

/**
 * Fills /payments/record for a bank transfer (or cash) received today, with the student already
 * chosen (from the student's page), and records it under the admin password.
 */
export async function recordTransfer(
  page: Page,
  details: TransferDetails,
  password = GUEST_PASSWORD,
): Promise<void> {
  await page.getByRole('spinbutton', { name: 'Amount' }).fill(details.amount);
  const method = details.method ?? 'Bank transfer';
  await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: method });
  if (details.reference) {
    await page
      .getByRole('textbox', { name: /^Bank or terminal reference/ })
      .fill(details.reference);
  }
  await page.getByRole('textbox', { name: 'Depositor name' }).fill(details.depositor);
  await page.getByRole('textbox', { name: 'Purpose / Description' }).fill(details.purpose);
  await page.getByRole('button', { name: 'Record payment' }).click();
  if (details.credit) {
    const question = page.getByRole('dialog', { name: 'Pay more than the balance?' });
    await expect(question).toContainText(
      `The ${details.credit} becomes a credit for the next term.`,
    );
    await question.getByRole('button', { name: 'Continue' }).click();
  }
  await enterAdminPassword(page, 'Submit', password);
  await expect(page.getByText('Payment recorded successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/payments\/[^/]+$/);
}

/** Voids the payment on screen with a reason, under the admin password. */
export async function voidShownPayment(
  page: Page,
  reason: string,
  password = GUEST_PASSWORD,
): Promise<void> {
  await page.getByRole('button', { name: 'Void payment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Void payment' }).click();
  await expect(dialog).toBeHidden();
}
