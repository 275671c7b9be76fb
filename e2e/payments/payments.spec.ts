import { expect, test, type Page } from '@playwright/test';
import { signInAsGuest } from '../support/guest-session';
import { recordAlerts, submitPaymentForm } from '../support/screens/payment-form';

// The guest demo pays through the payments remote's own demo checkout (no provider key, no API
// needed): 'Pay' succeeds, 'Fail' is a provider failure, 'Close' leaves the checkout.

type DemoStudent = {
  _id: string;
  fullname: string;
  classroom: string;
  classroomId: string;
  schoolId: string;
};
type DemoPayment = {
  _id: string;
  studentId: string;
  amount: number;
  referenceNo: string;
  status: string;
};

/** How the list's line counts them: those that count, then the void ones apart. */
function counted(payments: readonly DemoPayment[]): string {
  const voided = payments.filter((payment) => payment.status === 'void').length;
  const counting = payments.length - voided;
  const count = `${counting} ${counting === 1 ? 'payment' : 'payments'}`;
  return voided > 0 ? `${count}, ${voided} voided` : count;
}

async function stored<T>(page: Page, collection: string): Promise<T[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as T[],
    `fees-manager:${collection}`,
  );
}

const fillPayment = (page: Page, amount: string) =>
  submitPaymentForm(page, {
    depositor: 'Ngozi Okafor',
    email: 'ngozi.okafor@example.com',
    amount,
    purpose: 'Second term tuition',
  });

const confirmation = (page: Page) =>
  page.getByRole('dialog', { name: 'Please confirm student information before proceeding.' });
const demoCheckout = (page: Page) =>
  page.getByRole('dialog', { name: 'Demo checkout — no money moves' });

/** A student of the first demo school, with that school made the current one. */
async function chooseStudent(page: Page, index: number): Promise<DemoStudent> {
  const students = await stored<DemoStudent>(page, 'students');
  const student = students.filter((s) => s.schoolId === students[0]!.schoolId)[index]!;
  await page.goto(`/classrooms/${student.classroomId}`);
  await expect(page.getByRole('heading', { level: 1, name: student.classroom })).toBeVisible();
  return student;
}

test.beforeEach(async ({ page }) => {
  await signInAsGuest(page);
});

test('a guest pays from the student page by the demo checkout; the student and classroom totals rise and the receipt prints', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const alerts = recordAlerts(page);
  const student = await chooseStudent(page, 2);
  const paidRow = page.getByRole('row', { name: /^Fees paid NGN/ });
  const paidBefore = await paidRow.textContent();

  // From the student's page, as a bursar would: its 'Make payment' preselects the student.
  await page.goto(`/students/${student._id}`);
  const studentPaid = page.getByRole('row', { name: /^Fees paid NGN/ });
  const studentPaidBefore = await studentPaid.textContent();
  await page.getByRole('link', { name: 'Make payment' }).click();
  await expect(page).toHaveURL(`/payments/create?student=${student._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: `Select student ${student.fullname} - (${student.classroom})`,
    }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-create-1280.png'), fullPage: true });

  await fillPayment(page, '1250000');
  // Far above the student's balance: the form asks first, and the rest becomes a credit.
  const overpayment = page.getByRole('dialog', { name: 'Pay more than the balance?' });
  await expect(overpayment).toContainText('becomes a credit for the next term.');
  await overpayment.getByRole('button', { name: 'Continue' }).click();
  await expect(confirmation(page).getByRole('row', { name: 'Amount NGN 1,250,000' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-confirm-1280.png') });
  await confirmation(page).getByRole('button', { name: 'Pay Fees' }).click();

  await expect(demoCheckout(page)).toBeVisible();
  await expect(demoCheckout(page).getByRole('button', { name: 'Pay NGN 1,250,000' })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('payment-demo-checkout-1280.png') });
  await demoCheckout(page).getByRole('button', { name: 'Pay NGN 1,250,000' }).click();

  await expect(page.getByText('Payment successfull!')).toBeVisible();
  await expect(page).toHaveURL('/payments');
  expect(alerts).toEqual(['Payment successful! Please check for email for a receipt']);
  const newest = page
    .getByRole('table', { name: /^Payments made to / })
    .getByRole('row')
    .nth(1);
  await expect(newest).toContainText(`${student.fullname}Ngozi OkaforNGN 1,250,000`);
  const payment = (await stored<DemoPayment>(page, 'payments')).find(
    (p) => p.studentId === student._id && p.amount === 1_250_000,
  );
  expect(payment?.referenceNo).toMatch(/^T\d{15}$/);

  const toNumber = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
  await page.goto(`/classrooms/${student.classroomId}`);
  await expect(paidRow).not.toHaveText(paidBefore ?? '');
  expect(toNumber(await paidRow.textContent())).toBe(toNumber(paidBefore) + 1_250_000);
  await page.goto(`/students/${student._id}`);
  await expect(studentPaid).not.toHaveText(studentPaidBefore ?? '');
  expect(toNumber(await studentPaid.textContent())).toBe(toNumber(studentPaidBefore) + 1_250_000);

  await page.goto(`/payments/${payment!._id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Payment for ${student.fullname}` }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: 'Amount NGN 1,250,000' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-view-1280.png'), fullPage: true });

  await page.emulateMedia({ media: 'print' });
  const receipt = page.getByRole('region', { name: 'Payment receipt' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByRole('row', { name: 'Amount NGN 1,250,000' })).toBeVisible();
  await expect(
    receipt.getByRole('row', { name: 'Received by Card payment (online)' }),
  ).toBeVisible();
  await expect(receipt.getByText(`Provider reference: ${payment!.referenceNo}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('payment-receipt-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // No slide-in animation of the phone navigation, so the screenshots show where things settle.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-view-375.png'), fullPage: true });
  await page.goto(`/payments/create?student=${student._id}`);
  await expect(page.getByRole('button', { name: 'Make payment' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-create-375.png'), fullPage: true });
  await page.getByRole('button', { name: /^Select student/ }).click();
  await page.getByRole('combobox', { name: 'Search students' }).fill('a');
  await page.screenshot({ path: testInfo.outputPath('payment-dropdown-375.png') });
});

test('a checkout closed midway alerts and records nothing', async ({ page }) => {
  const alerts = recordAlerts(page);
  const student = await chooseStudent(page, 3);
  const before = (await stored<DemoPayment>(page, 'payments')).length;
  await page.goto(`/payments/create?student=${student._id}`);
  await fillPayment(page, '25000');
  await confirmation(page).getByRole('button', { name: 'Pay Fees' }).click();
  await demoCheckout(page).getByRole('button', { name: 'Close' }).click();

  await expect(demoCheckout(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Make payment' })).toBeEnabled();
  expect(alerts).toEqual(['Your payment will not be completed. Are you sure you want to exit?']);
  await expect(page.getByLabel('Depositor name')).toHaveValue('Ngozi Okafor');
  expect(await stored<DemoPayment>(page, 'payments')).toHaveLength(before);
  await expect(page).toHaveURL(/\/payments\/create/);
});

test('a provider failure says so and records nothing; Escape closes the checkout too', async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  const student = await chooseStudent(page, 4);
  const before = (await stored<DemoPayment>(page, 'payments')).length;
  await page.goto(`/payments/create?student=${student._id}`);
  await fillPayment(page, '25000');
  await confirmation(page).getByRole('button', { name: 'Pay Fees' }).click();
  await demoCheckout(page).getByRole('button', { name: 'Fail' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'The payment did not go through: the demo card was declined. Nothing was recorded.',
  );
  expect(alerts).toEqual([]);
  expect(await stored<DemoPayment>(page, 'payments')).toHaveLength(before);

  await page.getByRole('button', { name: 'Make payment' }).click();
  await confirmation(page).getByRole('button', { name: 'Pay Fees' }).click();
  await expect(demoCheckout(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(demoCheckout(page)).toBeHidden();
  expect(alerts).toEqual(['Your payment will not be completed. Are you sure you want to exit?']);
  expect(await stored<DemoPayment>(page, 'payments')).toHaveLength(before);
});

test('the payment list searches, filters from the URL, opens a row by keyboard and exports CSV', async ({
  page,
}, testInfo) => {
  const student = await chooseStudent(page, 0);
  const payments = (
    await stored<DemoPayment & { classroomId: string; schoolId: string }>(page, 'payments')
  ).filter((payment) => payment.schoolId === student.schoolId);
  await page.goto('/payments');
  const table = page.getByRole('table', { name: /^Payments made to / });
  await expect(table).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`${counted(payments)}, NGN `);
  await page.screenshot({ path: testInfo.outputPath('payments-list-1280.png') });

  await page.goto(`/payments?classroom=${student.classroomId}`);
  const inRoom = payments.filter((payment) => payment.classroomId === student.classroomId);
  await expect(page.getByRole('status')).toContainText(counted(inRoom));
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments-[a-z0-9-]+\.csv$/);

  await page.getByRole('searchbox', { name: 'Search by student name' }).fill('zzzz-nobody');
  await expect(page.getByText('No payments match this search and these filters.')).toBeVisible();
  await expect(page).toHaveURL(/q=zzzz-nobody/);
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByRole('status')).toContainText(counted(payments));

  await table.getByRole('row').nth(1).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payments\/[\w]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Payment for / })).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/payments');
  await expect(table).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payments-list-375.png'), fullPage: true });
});
