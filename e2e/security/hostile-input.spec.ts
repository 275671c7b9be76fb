import { expect, test, type Locator, type Page } from '@playwright/test';
import { arrangePayment, arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import { enterAdminPassword, signInAsGuest } from '../support/guest-session';
import { mailText } from '../support/mail/mail-text';
import { submitPaymentForm } from '../support/screens/payment-form';
import { inbox } from '../support/mail/inbox';
import { fillStudentDetails } from '../support/screens/student-form';

// Markup, right-to-left letters and emoji typed into every text field come back as the same
// plain text wherever they are shown: lists, details, the top-bar search, the payment
// confirmation, the receipt and its e-mail. Nothing typed is ever parsed as HTML.
const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';
const ARABIC = 'عائشة النور';
const HEBREW = 'בית ספר';
const EMOJI = '🎓📚';

const school = { name: `${SCRIPT} ${EMOJI}`, address: `${IMG} ${ARABIC}` };
const classroom = { name: `${IMG} ${EMOJI}`, teacher: `${SCRIPT} ${HEBREW}` };
// The register joins last name first; a last name without spaces splits back the same way.
const student = {
  lastName: SCRIPT,
  firstName: `${IMG} ${ARABIC} ${EMOJI}`,
  phone: '<b>08031234567',
};
const fullname = `${student.lastName} ${student.firstName}`;
const payment = { depositor: `${IMG} ${HEBREW}`, purpose: `${SCRIPT} ${ARABIC} ${EMOJI}` };
// Profile names hold at most 20 characters.
const profile = {
  firstName: '<b onclick=alert(1)>',
  lastName: `${HEBREW} ${EMOJI}`,
  phone: '<i>08031234567',
};

const SUCCESS_ALERT = 'Payment successful! Please check for email for a receipt';

/** Every dialog the page opens; the only one allowed is the product's payment alert. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  return dialogs;
}

/** Nothing typed became an element: no injected image, no inline script. */
async function expectNoMarkup(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script:not([src])')).toHaveCount(0);
}

/** The value cell, reading exactly `value`, of the row headed `label` in `scope`. */
function row(scope: Page | Locator, label: string, value: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell', { name: value, exact: true });
}

test('a guest types markup, right-to-left text and emoji into every form; each shows as typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs = recordDialogs(page);
  await signInAsGuest(page);

  await page.goto('/schools/register');
  await page.getByLabel('School name').fill(school.name);
  await page.getByLabel('Address').fill(school.address);
  await page.getByLabel('Level').selectOption({ label: 'Primary' });
  await page.getByRole('button', { name: 'Register school' }).click();
  await enterAdminPassword(page);
  const card = page.getByRole('article', { name: school.name, exact: true });
  await expect(card).toBeVisible();
  await expectNoMarkup(page);
  await card.getByRole('link', { name: 'View School' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(school.name);
  await expect(row(page, 'Address', school.address)).toBeVisible();
  await expectNoMarkup(page);

  await page.goto('/classrooms/register');
  await page.getByLabel('Class name').fill(classroom.name);
  await page.getByLabel('Class teacher').fill(classroom.teacher);
  await page.getByLabel('Fees per child (NGN)').fill('45000');
  await page.getByRole('button', { name: 'Register classroom' }).click();
  await enterAdminPassword(page);
  const room = page.getByRole('article', { name: classroom.name, exact: true });
  await expect(room).toBeVisible();
  await expectNoMarkup(page);
  await room.getByRole('link', { name: 'View classroom' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(classroom.name);
  await expect(row(page, 'Class teacher', classroom.teacher)).toBeVisible();
  await expect(row(page, 'School', school.name)).toBeVisible();

  await page.goto('/students/register');
  await fillStudentDetails(page, { ...student, age: '9', sex: 'Female' });
  await page
    .getByLabel('Classroom', { exact: true })
    .selectOption({ label: `${classroom.name} (NGN 45,000)` });
  await page.getByRole('button', { name: 'Register student' }).click();
  await enterAdminPassword(page);
  const listed = page
    .getByRole('table', { name: /^Students of / })
    .getByRole('row')
    .nth(1);
  await expect(listed.getByRole('cell').first()).toHaveText(fullname);
  await expectNoMarkup(page);
  await listed.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullname);
  await expect(row(page, 'Last name', student.lastName)).toBeVisible();
  await expect(row(page, 'First name', student.firstName)).toBeVisible();
  await expect(row(page, 'Class', classroom.name)).toBeVisible();
  await expect(row(page, 'Parent phone number', student.phone)).toBeVisible();
  await expectNoMarkup(page);

  const search = page.getByRole('combobox', {
    name: 'Search by name, receipt number or parent phone',
  });
  await search.fill('alert(1)');
  const results = page.getByRole('listbox', { name: 'Search results' });
  // Each result names what it is and where it belongs, all as plain text.
  await expect(results.getByRole('option')).toHaveText([
    `${school.name} School`,
    `${classroom.name} ${school.name} Classroom`,
    `${fullname} ${classroom.name} · ${school.name} Student`,
  ]);
  await expectNoMarkup(page);
  await search.press('Escape');

  await page.getByRole('link', { name: 'Make payment' }).click();
  await expect(
    page.getByRole('button', { name: `Select student ${fullname} - (${classroom.name})` }),
  ).toBeVisible();
  const confirmation = await submitPaymentForm(page, {
    depositor: payment.depositor,
    email: 'ngozi.okafor@example.com',
    amount: '25000',
    purpose: payment.purpose,
  });
  await expect(row(confirmation, 'Student name', fullname)).toBeVisible();
  await expect(row(confirmation, 'Class', classroom.name)).toBeVisible();
  await expect(row(confirmation, 'Depositor name', payment.depositor)).toBeVisible();
  await expect(row(confirmation, 'Purpose', payment.purpose)).toBeVisible();
  await expectNoMarkup(page);
  await confirmation.getByRole('button', { name: 'Pay Fees' }).click();
  await page
    .getByRole('dialog', { name: 'Demo checkout — no money moves' })
    .getByRole('button', { name: 'Pay NGN 25,000' })
    .click();

  await expect(page.getByText('Payment successfull!')).toBeVisible();
  const paid = page
    .getByRole('table', { name: /^Payments made to / })
    .getByRole('row')
    .nth(1);
  await expect(paid.getByRole('cell', { name: fullname, exact: true })).toBeVisible();
  await expect(paid.getByRole('cell', { name: payment.depositor, exact: true })).toBeVisible();
  await expectNoMarkup(page);
  await paid.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Payment for ${fullname}`);
  await expect(row(page, 'Purpose', payment.purpose)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const receipt = page.getByRole('region', { name: 'Payment receipt' });
  await expect(row(receipt, 'School', school.name)).toBeVisible();
  await expect(row(receipt, 'Student', fullname)).toBeVisible();
  await expect(row(receipt, 'Class', classroom.name)).toBeVisible();
  await expect(row(receipt, 'Purpose', payment.purpose)).toBeVisible();
  await expect(
    row(receipt, 'Paid by', `${payment.depositor} (ngozi.okafor@example.com)`),
  ).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expectNoMarkup(page);

  await page.goto('/profile');
  await page.getByLabel('First name').fill(profile.firstName);
  await page.getByLabel('Last name').fill(profile.lastName);
  await page.getByLabel('Phone number').fill(profile.phone);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await enterAdminPassword(page, 'Save changes');
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue(profile.firstName);
  await expect(page.getByLabel('Last name')).toHaveValue(profile.lastName);
  await expect(page.getByLabel('Phone number')).toHaveValue(profile.phone);
  // The initials in the button's name are the typed characters, as text.
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`;
  await page.getByRole('button', { name: `${initials}, profile menu`, exact: true }).click();
  await expect(page.getByRole('menu')).toContainText(`${profile.firstName} ${profile.lastName}`);
  await expectNoMarkup(page);

  expect(dialogs).toEqual([SUCCESS_ALERT]);
});

test("an account's receipt e-mail and payment page carry the text exactly as typed", async ({
  page,
  request,
}) => {
  const { account, api } = await newAccount(request);
  const records = await arrangeSchool(api, account.password, {
    school: school.name,
    address: school.address,
    classroom: classroom.name,
    teacher: classroom.teacher,
    student: fullname,
  });
  const recorded = await arrangePayment(api, records, {
    depositorName: payment.depositor,
    purpose: payment.purpose,
  });

  const mail = await inbox.waitFor((candidate) =>
    mailText(candidate.raw).includes(recorded.referenceNo),
  );
  const text = mailText(mail.raw);
  expect(text).toContain(`Dear ${payment.depositor},`);
  expect(text).toContain(`We received your payment to ${school.name}.`);
  expect(text).toContain(`Student:     ${fullname} (${classroom.name})`);
  expect(text).toContain(`Purpose:     ${payment.purpose}`);

  const dialogs = recordDialogs(page);
  await signInWithAccount(page, account);
  await page.goto(`/payments/${recorded._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Payment for ${fullname}`);
  await expect(row(page, 'Class', classroom.name)).toBeVisible();
  await expect(row(page, 'Depositor name', payment.depositor)).toBeVisible();
  await expect(row(page, 'Purpose', payment.purpose)).toBeVisible();
  await expectNoMarkup(page);
  expect(dialogs).toEqual([]);
});
