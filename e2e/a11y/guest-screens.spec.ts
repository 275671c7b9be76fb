import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { loginAsGuest } from '../support/guest-session';
import { chooseFromMore } from '../support/screens/more-menu';

// Every screen a guest can reach, each checked at 1280 and 375 px. After the sign-in screens, one
// guest session (signed in once, with the first demo school chosen) walks the rest; each area is
// its own test, so a failure names where it is. Tests run in order on one worker, and a worker
// started again after a failure signs in again in beforeAll.
test.describe.configure({ timeout: 120_000 });

let page: Page;

/** Modals and menus settle at once, so axe sees their final colours; alerts are accepted. */
async function prepare(target: Page) {
  await target.emulateMedia({ reducedMotion: 'reduce' });
  target.on('dialog', (dialog) => void dialog.accept());
}

test.beforeAll(async ({ browser }) => {
  // A context of its own, which axe needs, shared by the tests after the sign-in screens.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await prepare(page);
  await loginAsGuest(page);
  await page.goto('/schools');
  await page.getByRole('article').first().getByRole('link', { name: 'View School' }).click();
  await expect(page.getByRole('img', { name: /^Fees paid: / })).toBeVisible();
});

test.afterAll(async () => {
  await page.context().close();
});

const adminDialog = () => page.getByRole('dialog', { name: 'Please enter Admin password.' });

/**
 * Opens a record's delete confirmation with `open` (a click on `opener` unless given) and checks
 * it; then, by keyboard alone, Tab and Shift+Tab stay inside it and Escape closes it, giving focus
 * back to `opener`: the delete button, or the student's 'More', whose menu holds the delete.
 */
async function checkDeleteModal(opener: Locator, title: string, open = () => opener.click()) {
  await open();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, `${title} (confirm modal)`);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/**
 * An edit form: first with a validation error (the field emptied), which is announced — the field
 * is marked invalid and described by the message — then with its admin-password modal open, once
 * empty and once with the modal's own error. Cancel leaves it unsaved and gives focus back to Save.
 */
async function checkEditForm(screen: string, field: string, message: string, value: string) {
  const input = page.getByLabel(field, { exact: true });
  await input.fill('');
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(message));
  await expectAccessible(page, `${screen} with an error`);

  await input.fill(value);
  await save.click();
  await expect(adminDialog()).toBeVisible();
  await expect(adminDialog().getByLabel('Password', { exact: true })).toBeFocused();
  await expectAccessible(page, `${screen}: admin-password modal`);
  await adminDialog().getByRole('button', { name: 'Submit' }).click();
  const password = adminDialog().getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  // A guest is told the demo's password, then the error.
  await expect(password).toHaveAccessibleDescription(
    'In the guest demo the admin password is guest-demo. Password is required.',
  );
  await expectAccessible(page, `${screen}: admin-password modal with an error`);
  await adminDialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(adminDialog()).toBeHidden();
  await expect(save).toBeFocused();
}

test('sign-in screens: Login and Signup tabs, the guest note, and home before a school', async ({
  page,
}) => {
  await prepare(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await expectAccessible(page, 'login tab');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectAccessible(page, 'login tab with errors');

  await page.getByRole('link', { name: 'Signup', exact: true }).click();
  await expect(page).toHaveURL('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'signup tab with errors');

  await page.getByRole('link', { name: 'Login', exact: true }).click();
  const guest = page.getByRole('button', { name: 'Login as guest' });
  await guest.click();
  const note = page.getByRole('dialog', { name: 'Before you try the demo' });
  await expect(note).toBeVisible();
  await expectAccessible(page, 'guest note modal');
  await note.getByRole('button', { name: 'Cancel' }).click();
  await expect(guest).toBeFocused();

  await guest.click();
  await note.getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello, /);
  await expectAccessible(page, 'home without a school');
});

test('home, profile, the top bar menus and the phone navigation', async () => {
  await page.goto('/');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expectAccessible(page, 'home with a school');

  const switcher = page.getByRole('button', { name: 'Switch school' });
  await switcher.click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expectAccessible(page, 'school switcher open');
  await page.keyboard.press('Escape');
  await expect(switcher).toBeFocused();

  const search = page.getByRole('combobox', {
    name: 'Search by name, receipt number or parent phone',
  });
  await search.fill('a');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectAccessible(page, 'top-bar search results');
  await search.fill('zzzz-nothing');
  await expect(page.getByText('No results')).toBeVisible();
  await expectAccessible(page, 'top-bar search without results');
  await search.fill('');

  await page.getByRole('button', { name: 'GA, profile menu', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page, 'profile menu open');
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await expectAccessible(page, 'profile');
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectAccessible(page, 'profile with an error');

  await page.goto('/');
  await page.setViewportSize({ width: 375, height: 800 });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page, 'side navigation open on a phone', [375]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('schools: list, register, detail, edit and delete', async () => {
  await page.goto('/schools');
  await expect(page.getByRole('heading', { name: 'Select school to manage' })).toBeVisible();
  await expectAccessible(page, 'schools list');

  await page.getByRole('link', { name: 'Register school' }).click();
  await page.getByRole('button', { name: 'Register school' }).click();
  await expect(page.getByText('School name is required')).toBeVisible();
  await expectAccessible(page, 'school register with errors');

  await page.goto('/schools');
  await page.getByRole('article').first().getByRole('link', { name: 'View School' }).click();
  await expect(page.getByRole('img', { name: /^Fees paid: / })).toBeVisible();
  await expectAccessible(page, 'school detail');
  await checkDeleteModal(
    page.getByRole('button', { name: 'Delete school' }),
    'Delete this school?',
  );

  await page.getByRole('link', { name: 'Edit school' }).click();
  await expect(page.getByLabel('School name')).not.toHaveValue('');
  await expectAccessible(page, 'school edit');
  await checkEditForm(
    'school edit',
    'School name',
    'School name is required',
    'Accessible Academy',
  );
});

test('classrooms: list, register, detail, edit and delete', async () => {
  await page.goto('/classrooms');
  await expect(page.getByRole('heading', { name: 'Select classroom' })).toBeVisible();
  await expectAccessible(page, 'classrooms list');

  await page.getByRole('link', { name: 'Add Classroom' }).click();
  await page.getByRole('button', { name: 'Register classroom' }).click();
  await expect(page.getByText('A class name is required')).toBeVisible();
  await expectAccessible(page, 'classroom register with errors');

  await page.goto('/classrooms');
  await page.getByRole('link', { name: 'View classroom' }).first().click();
  await expect(page.getByRole('img', { name: /^Fees paid: / })).toBeVisible();
  await expectAccessible(page, 'classroom detail');
  await checkDeleteModal(
    page.getByRole('button', { name: 'Delete classroom' }),
    'Delete this classroom?',
  );

  await page.getByRole('link', { name: 'Edit classroom' }).click();
  await expect(page.getByLabel('Class teacher')).not.toHaveValue('');
  await expectAccessible(page, 'classroom edit');
  await checkEditForm(
    'classroom edit',
    'Class teacher',
    'Class teacher is required',
    'Mrs Amaka Obi',
  );
});

test('students: list with its filter, register, detail, edit, delete and import', async () => {
  await page.goto('/students');
  const table = page.getByRole('table', { name: /^Students of / });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'students list');
  const filter = page.getByRole('button', { name: 'Filter' });
  await filter.click();
  const boxes = page.getByRole('menu').getByRole('menuitemcheckbox');
  await expect(boxes.first()).toBeVisible();
  await expectAccessible(page, 'students list with the filter menu open');
  // Every class fits no phone's menu, so it scrolls: the keyboard still reaches the last one.
  await page.keyboard.press('End');
  await expect(boxes.last()).toBeFocused();
  await expect(boxes.last()).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(filter).toBeFocused();

  await page.getByRole('link', { name: 'Add student' }).click();
  await page.getByRole('button', { name: 'Register student' }).click();
  await expect(page.getByText('Fistname is required')).toBeVisible();
  await expectAccessible(page, 'student register with errors');

  await page.goto('/students');
  await table.getByRole('row').nth(1).click();
  await expect(page.getByRole('img', { name: /^Fees paid: / })).toBeVisible();
  await expectAccessible(page, 'student detail');
  // The action bar's 'More' menu: open, checked, and closed by Escape back onto its button.
  const more = page.getByRole('button', { name: 'More' });
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Delete student' })).toBeVisible();
  await expectAccessible(page, 'student detail with its More menu open');
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  await checkDeleteModal(more, 'Delete this student?', () =>
    chooseFromMore(page, 'Delete student'),
  );

  await chooseFromMore(page, 'Edit student');
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await expectAccessible(page, 'student edit');
  await checkEditForm('student edit', 'First name', 'Fistname is required', 'Adaeze');

  await page.goto('/students/import');
  await expect(page.getByLabel('CSV file')).toBeVisible();
  await expectAccessible(page, 'student import');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Name,Class,Age,Sex,Parent phone,Discount %',
        'Bello Musa,No Such Class,8,M,08031234568,5',
        'Ok,No Such Class,0,X,0803,0',
      ].join('\n'),
    ),
  });
  await expect(page.getByRole('table', { name: 'Students in the file' })).toBeVisible();
  await expectAccessible(page, 'student import with a preview and problems');
});

test("families: the list, a family, its statement and edit, and the school's sibling discount", async () => {
  await page.goto('/students/families');
  const families = page.getByRole('table', { name: /^Families of / });
  await expect(families.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'families list');
  await families.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('table', { name: /^Children of / })).toBeVisible();
  await expectAccessible(page, 'family page');
  await page.getByRole('link', { name: 'Print statement' }).click();
  await expect(page.getByRole('table', { name: 'Family balance' })).toBeVisible();
  await expectAccessible(page, 'family statement');
  await page.goBack();
  await page.getByRole('link', { name: 'Edit family' }).click();
  await expect(page.getByLabel('Family name')).not.toHaveValue('');
  await checkEditForm('family edit', 'Family name', 'Family name is required', 'Mrs Ada Obi');

  await page.goto('/schools');
  await page.getByRole('article').first().getByRole('link', { name: 'View School' }).click();
  await page.getByRole('link', { name: 'Set sibling discount' }).click();
  await expect(page.getByLabel('Second child (% off the class fee)')).toHaveValue('10');
  await expectAccessible(page, 'sibling discount');
});

test('payments: list, make payment, its student list, confirmation, checkout and detail', async () => {
  await page.goto('/payments');
  const table = page.getByRole('table', { name: /^Payments made to / });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'payments list');
  await page.getByRole('button', { name: /^Filter/ }).click();
  await expect(page.getByRole('menuitemcheckbox').first()).toBeVisible();
  await expectAccessible(page, 'payments list with the filter menu open');
  await page.keyboard.press('Escape');

  await table.getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Payment for / })).toBeVisible();
  await expectAccessible(page, 'payment detail');

  await page.goto('/payments/create');
  const pay = page.getByRole('button', { name: 'Make payment' });
  await pay.click();
  await expect(page.getByText('Depositor name is required')).toBeVisible();
  await expectAccessible(page, 'make payment with errors');

  await page.getByRole('button', { name: /^Select student/ }).click();
  await page.getByRole('combobox', { name: 'Search students' }).fill('a');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectAccessible(page, 'make payment with the student list open');
  await page.getByRole('option').first().click();

  await page.getByLabel('Depositor name').fill('Ngozi Okafor');
  await page.getByLabel('Email').fill('ngozi.okafor@example.com');
  await page.getByLabel('Amount').fill('25000');
  await page.getByLabel('Purpose / Description').fill('Second term tuition');
  await pay.click();
  const confirmation = page.getByRole('dialog', {
    name: 'Please confirm student information before proceeding.',
  });
  await expect(confirmation).toBeVisible();
  await expectAccessible(page, 'payment confirmation modal');

  await confirmation.getByRole('button', { name: 'Pay Fees' }).click();
  const checkout = page.getByRole('dialog', { name: 'Demo checkout — no money moves' });
  await expect(checkout).toBeVisible();
  await expectAccessible(page, 'demo checkout');
  await checkout.getByRole('button', { name: 'Close' }).click();
  await expect(checkout).toBeHidden();
});

test('payments: record a payment, with its errors and the admin password', async () => {
  await page.goto('/payments/record');
  const record = page.getByRole('button', { name: 'Record payment' });
  await expect(record).toBeVisible();
  await expectAccessible(page, 'record payment');
  await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'POS' });
  await record.click();
  await expect(
    page.getByText('Reference is required for bank transfers and POS payments'),
  ).toBeVisible();
  await expectAccessible(page, 'record payment with errors');

  await page.getByRole('button', { name: /^Select student/ }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Amount').fill('25000');
  await page.getByLabel('Bank or terminal reference').fill('POS-000123');
  await page.getByLabel('Depositor name').fill('Ngozi Okafor');
  await page.getByLabel('Purpose / Description').fill('Second term tuition');
  await record.click();
  await expect(page.getByRole('dialog', { name: 'Please enter Admin password.' })).toBeVisible();
  await expectAccessible(page, 'record payment password modal');
  await page.keyboard.press('Escape');
});
