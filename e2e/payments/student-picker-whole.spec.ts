import { expect, test, type Page } from '@playwright/test';
import { chooseGuestSchool, signInAsGuest } from '../support/guest-session';

// A payment must land on the child the bursar means: the picker shows every name and class whole
// at any width, and two children whose names and classes read the same are told apart.

const ALIKE = 'Tamunotonye Chidiebube Abubakar-Ogunleye';

type StoredStudent = { _id: string; schoolId: string; classroomId: string; fullname: string };

/** Renames two students of one classroom to the same long name; returns the first one. */
async function twoAlike(page: Page): Promise<StoredStudent> {
  return page.evaluate((name) => {
    const key = 'fees-manager:students';
    const students = JSON.parse(localStorage.getItem(key) ?? '[]') as StoredStudent[];
    const first = students.find((one) =>
      students.some((other) => other !== one && other.classroomId === one.classroomId),
    )!;
    const second = students.find(
      (other) => other !== first && other.classroomId === first.classroomId,
    )!;
    first.fullname = name;
    second.fullname = name;
    localStorage.setItem(key, JSON.stringify(students));
    return first;
  }, ALIKE);
}

/** The options' text, and any option whose text is cut or reaches past the screen. */
function optionsShown(page: Page) {
  return page.getByRole('listbox', { name: 'Students' }).evaluate((list) => {
    const width = document.documentElement.clientWidth;
    const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
    const cut = options.flatMap((option) =>
      [option, ...option.querySelectorAll<HTMLElement>('span')]
        .filter(
          (part) =>
            part.scrollWidth > part.clientWidth || part.getBoundingClientRect().right > width + 0.5,
        )
        .map((part) => `${part.textContent}: ${part.scrollWidth}px in ${part.clientWidth}px`),
    );
    return { texts: options.map((option) => option.textContent ?? ''), cut };
  });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsGuest(page);
});

for (const path of ['/payments/record', '/payments/create']) {
  test(`${path}: the picker shows alike names whole and tells them apart`, async ({
    page,
  }, testInfo) => {
    const student = await twoAlike(page);
    // The forms record to the current school.
    await chooseGuestSchool(page, student.schoolId);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${path}?student=${student._id}`);
      const picker = page.getByRole('button', { name: /^Select student/ });
      await expect(picker).toContainText(ALIKE);
      await picker.click();
      await page.getByRole('combobox', { name: 'Search students' }).fill('Tamunotonye');
      await expect(page.getByRole('listbox', { name: 'Students' }).getByRole('option')).toHaveCount(
        2,
      );
      const { texts, cut } = await optionsShown(page);
      await page.screenshot({ path: testInfo.outputPath(`picker-${width}.png`) });
      expect(cut, `at ${width} px`).toEqual([]);
      for (const text of texts) expect(text).toContain(ALIKE);
      expect(new Set(texts).size, `at ${width} px: ${texts.join(' | ')}`).toBe(2);
    }
  });
}
