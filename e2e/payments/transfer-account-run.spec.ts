import { expect, test } from '@playwright/test';
import { arrangeSchool, newAccount, signInWithAccount } from '../support/account';
import { expectNoSideways, PHONE } from '../support/parent-phone';

// Every family and lone student given a transfer account from the school's page, by a run the
// API does in the background (docs/transfers.md#giving-every-family-one): the dialog follows it,
// and closing it stops nothing.

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`account at ${viewport.width} px: 'Give transfer accounts' gives the family and the lone student one`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const { account, api } = await newAccount(request);
    const { school, classroom, student: tobi } = await arrangeSchool(api, account.password);
    for (const body of [
      { fullname: 'Bello Ada', age: 5, siblingOf: tobi._id },
      { fullname: 'Eze Obi', age: 9 },
    ]) {
      const made = await api.post('/students', {
        ...{ sex: 'Female', phoneNo: '08021234567', discount: 0, ...body },
        ...{ classroom: classroom._id, schoolId: school._id, password: account.password },
      });
      expect(made.status(), await made.text()).toBe(201);
    }
    const settled = await api.put(`/schools/${school._id}/settlement`, {
      ...{ bankCode: '058', accountNumber: '0123456789' },
      password: account.password,
    });
    expect(settled.ok(), await settled.text()).toBe(true);
    await signInWithAccount(page, account);

    await page.goto(`/schools/${school._id}`);
    await page.getByRole('button', { name: 'Give transfer accounts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give every family a transfer account' });
    await dialog.getByRole('button', { name: 'Give transfer accounts' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Done: 2 of 2 have a transfer account.');
    await expect(
      dialog.getByRole('progressbar', { name: 'Transfer accounts given' }),
    ).toHaveAttribute('value', '2');
    if (viewport.width === PHONE.width) await expectNoSideways(page);
    await page.screenshot({ path: testInfo.outputPath(`run-${viewport.width}.png`) });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Give transfer accounts' })).toBeFocused();

    await page.goto(`/students/${tobi._id}`);
    await expect(page.getByRole('row', { name: /^Pay by transfer/ })).toHaveText(
      /99\d{8}, Wema Bank \(simulated\)/,
    );
  });
}
