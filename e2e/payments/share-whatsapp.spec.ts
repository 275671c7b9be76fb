import { expect, test } from '@playwright/test';
import { signInAsGuest, storedRecords } from '../support/guest-session';

type DemoStudent = {
  _id: string;
  fullname: string;
  phoneNo: string;
  broughtForward: number;
  totalFeesExpected: number;
  totalPaidFees: number;
};

for (const width of [1280, 375]) {
  test(`'Share on WhatsApp' opens the parent's chat with the balance due and the first term's part (${width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 760 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAsGuest(page);
    await page.goto('/');
    const students = (await storedRecords(page, 'students')) as unknown as DemoStudent[];
    const student = students.find(
      (one) => one.totalFeesExpected > one.totalPaidFees && one.broughtForward > one.totalPaidFees,
    )!;

    await page.goto(`/students/${student._id}`);
    await page.getByRole('button', { name: 'Share pay link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share pay link' });
    await expect(dialog.getByRole('textbox', { name: 'Pay link' })).toHaveValue(/\/pay\//);
    const whatsApp = dialog.getByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL((await whatsApp.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/234${student.phoneNo.slice(1)}`);
    expect(href.searchParams.get('text')).toMatch(
      new RegExp(
        `^Balance due for ${student.fullname}: NGN [\\d,.]+ \\(NGN [\\d,.]+ from First term\\) at `,
      ),
    );
    await page.screenshot({ path: testInfo.outputPath(`share-link-${width}.png`) });
  });
}
