import { expect, test, type Locator } from '@playwright/test';
import { arrangeSchool, newAccount, plainNames, signInWithAccount } from '../support/account';
import { enterAdminPassword } from '../support/guest-session';

// A dialog's title, its warning and a toast wrap a long word, such as an e-mail address or a
// one-word name with no space to break at, inside their own box: what they name is read whole, on
// a desktop and on a phone, without running past the dialog's edge or the screen's; and the toast
// shows below the top bar (docs/accessibility.md).

const WIDTHS = [1280, 375] as const;

/**
 * Where the text of `text` reaches past the box of `box`, or `box` past the screen: the text's own
 * extent, measured over its characters, since text that does not wrap overflows the element that
 * holds it and the element's own box would still fit.
 */
async function outside(text: Locator, box: Locator): Promise<string[]> {
  const edges = await box.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right, screen: document.documentElement.clientWidth };
  });
  const words = await text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rect = range.getBoundingClientRect();
    return { left: rect.left, right: rect.right };
  });
  const spans = ({ left, right }: { left: number; right: number }) =>
    `${Math.round(left)}–${Math.round(right)}px`;
  const found: string[] = [];
  if (words.left < edges.left - 0.5 || words.right > edges.right + 0.5) {
    found.push(`the text spans ${spans(words)}, past its box's ${spans(edges)}`);
  }
  if (edges.left < -0.5 || edges.right > edges.screen + 0.5) {
    found.push(`the box spans ${spans(edges)}, past the screen's 0–${edges.screen}px`);
  }
  return found;
}

test('an invited address of 64 characters wraps in the revoke dialog and the toast at 1280 and 375 px', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { account, api } = await newAccount(request);
  const { school } = await arrangeSchool(api, account.password);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInWithAccount(page, account);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    // 52 characters before the @: a line breaks nowhere in an address, so the whole of it is one
    // word as wide as a phone's screen.
    const email = `invited.bursar.of.bright.stars.academy.${Date.now()}@example.com`;
    await page.goto(`/schools/${school._id}/staff`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Bursar' });
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await enterAdminPassword(page, 'Submit', account.password);

    const toast = page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` });
    await expect(toast).toBeVisible();
    // The toast's box is the bar around its message, which the message shares with its icon.
    expect.soft(await outside(toast, toast.locator('..')), `the toast at ${width} px`).toEqual([]);
    // It shows below the top bar, whose menu button and search stay in reach meanwhile.
    const bar = await page.getByRole('banner').boundingBox();
    const box = await toast.locator('..').boundingBox();
    expect
      .soft(box!.y, `the toast's top at ${width} px, against the bar's foot`)
      .toBeGreaterThanOrEqual(bar!.y + bar!.height);
    await page.screenshot({ path: testInfo.outputPath(`toast-${width}.png`) });

    await page.getByRole('button', { name: `Revoke invitation to ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke the invitation to ${email}?` });
    const title = dialog.getByRole('heading', { name: `Revoke the invitation to ${email}?` });
    await expect(title).toBeVisible();
    expect.soft(await outside(title, dialog), `the dialog's title at ${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`revoke-dialog-${width}.png`) });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});

test("a one-word school name of 60 characters wraps in the delete dialog's warning at 1280 and 375 px", async ({
  page,
  request,
}, testInfo) => {
  const { account, api } = await newAccount(request);
  const name = 'Oluwadamilareoluwaseunfunmilayoadebayomemorialgrammarschools';
  const { school } = await arrangeSchool(api, account.password, { ...plainNames, school: name });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInWithAccount(page, account);
  await page.goto(`/schools/${school._id}`);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await page.getByRole('button', { name: 'Delete school' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this school?' });
    const warning = dialog.getByText(`will be deleted for ${name}.`, { exact: false });
    await expect(warning).toBeVisible();
    expect.soft(await outside(warning, dialog), `the warning at ${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`delete-dialog-${width}.png`) });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});
