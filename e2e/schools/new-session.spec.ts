import { expect, test, type Page } from '@playwright/test';
import {
  chooseGuestSchool,
  enterAdminPassword,
  openedDaysAgo,
  signInAsGuest,
  storedRecords,
} from '../support/guest-session';

type StoredStudent = { _id: string; schoolId: string; classroom: string; enrolment: string };

/** The demo's primary school: KG1, Nursery2, Primary1, Primary3, Primary5 and Primary6. */
async function primarySchool(page: Page) {
  const schools = (await storedRecords(page, 'schools')) as unknown as {
    _id: string;
    level: string;
  }[];
  return schools.find((school) => school.level === 'Primary')!;
}

/** The school's enrolled students by class, as the page keeps them. */
async function enrolled(page: Page, schoolId: string) {
  const students = (await storedRecords(page, 'students')) as unknown as StoredStudent[];
  return students.filter(
    (student) => student.schoolId === schoolId && student.enrolment === 'enrolled',
  );
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a new session moves Primary1 and Primary3 up by default, and charges and counts who stays', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await signInAsGuest(page);
      const school = await primarySchool(page);
      await openedDaysAgo(page, school._id, 90);
      await chooseGuestSchool(page, school._id);

      // Third term first; it opens today, so closing it for the new session is ticked as early.
      await page.getByRole('button', { name: 'Start next term' }).click();
      await expect(page.getByRole('dialog', { name: /^Start Third term / })).toBeVisible();
      await enterAdminPassword(page, 'Start next term');
      await expect(page.getByText(/^Third term \d{4}\/\d{4} has started\.$/)).toBeVisible();

      await page.getByRole('button', { name: 'Start next term' }).click();
      const dialog = page.getByRole('dialog', { name: /^Start First term / });
      const table = dialog.getByRole('table', {
        name: 'Where each class moves for the new session',
      });
      const moves = (name: string) => table.getByRole('combobox', { name: `Where ${name} moves` });
      await expect(moves('Primary1').locator('option:checked')).toHaveText('Primary3');
      await expect(moves('Primary3').locator('option:checked')).toHaveText('Primary5');
      await expect(moves('Primary6').locator('option:checked')).toHaveText('Leaves the school');

      const before = await enrolled(page, school._id);
      const leaving = before.filter((student) => student.classroom === 'Primary6');
      const charged = before.length - leaving.length;
      await expect(dialog.getByText(`${leaving.length} students leave the school.`)).toBeVisible();
      await expect(dialog.getByRole('listitem').first()).toHaveText(
        new RegExp(`^${charged} students will be charged for First term `),
      );
      // Tall enough for the whole dialog, the promotion table included, in one picture.
      await page.setViewportSize({ width: viewport.width, height: 2000 });
      await page.screenshot({
        path: testInfo.outputPath(`new-session-dialog-${viewport.width}.png`),
      });
      await page.setViewportSize(viewport);

      await dialog
        .getByRole('checkbox', { name: /^Yes, close .* early: it opened today$/ })
        .check();
      await enterAdminPassword(page, 'Start next term');
      await expect(page.getByText(/^First term \d{4}\/\d{4} has started\.$/)).toBeVisible();

      // Who the preview said is who is enrolled, and the school counts them.
      const after = await enrolled(page, school._id);
      expect(after).toHaveLength(charged);
      const primary1 = before.filter((student) => student.classroom === 'Primary1');
      for (const student of primary1) {
        expect(after.find((each) => each._id === student._id)?.classroom).toBe('Primary3');
      }
      await expect(
        page
          .getByRole('table', { name: /School details/ })
          .getByRole('row', { name: `Students ${charged}` }),
      ).toBeVisible();

      // A leaver's page names the school's term now, not the last they were charged in.
      await page.goto(`/students/${leaving[0]!._id}`);
      const thisTerm = page.getByRole('region', { name: /^This term: First term \d{4}\/\d{4}$/ });
      await expect(thisTerm.getByText(/^Left the school after Third term /)).toBeVisible();
      await thisTerm.screenshot({
        path: testInfo.outputPath(`leaver-this-term-${viewport.width}.png`),
      });
    });
  });
}
