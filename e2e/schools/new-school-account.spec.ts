import { expect, test, type Page } from '@playwright/test';
import { newAccount, signInWithAccount } from '../support/account';
import { enterAdminPassword } from '../support/guest-session';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The side navigation's links; on a phone it hides behind the menu button. */
async function navLinks(page: Page, width: number) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (width < 800) await menu.click();
  // The drawer slides in: its links are read once they show.
  await expect(mainNav(page).getByRole('link').first()).toBeVisible();
  const links = await mainNav(page).getByRole('link').allTextContents();
  if (width < 800) await page.keyboard.press('Escape');
  return links;
}

for (const width of [1280, 375]) {
  test(`a new owner's school becomes the current one and its next step is offered (${width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 760 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { account } = await newAccount(request);
    await signInWithAccount(page, account);

    await page.goto('/schools');
    await page.getByRole('link', { name: 'Register school' }).click();
    await page.getByLabel('School name').fill('Harmony Heights School');
    await page.getByLabel('Address').fill('7 Awolowo Road, Ikoyi, Lagos');
    await page.getByLabel('Level').selectOption({ label: 'Primary' });
    await page.getByRole('button', { name: 'Register school' }).click();
    await enterAdminPassword(page, 'Submit', account.password);
    await expect(page.getByText('School registered successfully!')).toBeVisible();
    await expect(page).toHaveURL('/schools');

    await expect(
      page.getByRole('button', { name: 'Harmony Heights School, switch school' }),
    ).toBeVisible();
    expect(await navLinks(page, width)).toEqual(
      expect.arrayContaining(['Classrooms', 'Students', 'Payments']),
    );
    const next = page.getByRole('region', { name: 'Next step for Harmony Heights School' });
    await expect(next).toContainText('Harmony Heights School has no classrooms yet.');
    await page.screenshot({ path: testInfo.outputPath(`new-school-${width}.png`), fullPage: true });

    await next.getByRole('link', { name: 'Add classroom' }).click();
    await expect(page).toHaveURL('/classrooms/register');
    const preset = page.getByLabel('Preset class');
    // The presets read lowercased, as the spec shows them (docs/schools.md).
    await preset.selectOption('primary1');
    await expect(page.getByLabel('Class name')).toHaveValue('primary1');
    await page.getByLabel('Class teacher').fill('Mrs Bisi Adeyemi');
    await page.getByLabel('Fees per child (NGN)').fill('45000');
    await page.getByRole('button', { name: 'Register classroom' }).click();
    await enterAdminPassword(page, 'Submit', account.password);
    await expect(page.getByText('Classroom registered successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name: 'primary1' })).toBeVisible();

    await page.goto('/schools');
    await expect(next).toContainText('Register its students');
    await expect(next.getByRole('link', { name: 'Add student' })).toHaveAttribute(
      'href',
      '/students/register',
    );
    await page.screenshot({
      path: testInfo.outputPath(`next-step-students-${width}.png`),
      fullPage: true,
    });
  });
}
