import { expect, test, type Page } from '@playwright/test';
import { arrangeSchool, newAccount, signInWithAccount, type ApiSession } from '../support/account';
import {
  chooseGuestSchool,
  enterAdminPassword,
  signInAsGuest,
  storedRecords,
} from '../support/guest-session';
import { expectNoSideways, PHONE } from '../support/parent-phone';

// A transfer records itself (docs/transfers.md#a-transfer-records-itself): in an account, the
// API's development provider sends the notice a parent's transfer would; in the demo, 'Simulate a
// transfer'. The family page, the payment's receipt and Today's takings show it, and a transfer
// that finds no one waits on the payments screen until it is assigned.

const transferRow = (page: Page) => page.getByRole('row', { name: /^Pay by transfer/ });

/** Gives the family's page's transfer account and answers its number. */
async function giveAccount(page: Page): Promise<string> {
  await transferRow(page).getByRole('button', { name: 'Give a transfer account' }).click();
  await expect(transferRow(page)).toHaveText(/99\d{8}, Wema Bank/);
  return /99\d{8}/.exec((await transferRow(page).textContent()) ?? '')![0];
}

/** Today's payments, and the one of them for `student` opened on its own page. */
async function todaysTakings(page: Page, summary: string) {
  await page.goto('/payments');
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' }).click();
  await expect(page.getByText(summary)).toBeVisible();
}

async function sendTransfer(
  api: ApiSession,
  accountNumber: string,
  amount: number,
  narration: string,
) {
  const sent = await api.post('/dev/paystack/transfer', {
    accountNumber,
    amount,
    senderName: 'BELLO KUNLE',
    narration,
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return ((await sent.json()) as { message: string }).message;
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('account: a transfer into the family account records itself; one that finds no one is assigned', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const { account, api } = await newAccount(request);
      const { school, classroom, student: tobi } = await arrangeSchool(api, account.password);
      const sister = await api.post('/students', {
        ...{ fullname: 'Bello Ada', age: 5, sex: 'Female', phoneNo: '08021234567', discount: 0 },
        ...{ classroom: classroom._id, schoolId: school._id, siblingOf: tobi._id },
        password: account.password,
      });
      expect(sister.status(), await sister.text()).toBe(201);
      const { familyId } = (await sister.json()) as { familyId: string };
      const settled = await api.put(`/schools/${school._id}/settlement`, {
        ...{ bankCode: '058', accountNumber: '0123456789' },
        password: account.password,
      });
      expect(settled.ok(), await settled.text()).toBe(true);
      await signInWithAccount(page, account);

      await page.goto(`/students/families/${familyId}`);
      const number = await giveAccount(page);
      expect(await sendTransfer(api, number, 100_000, 'Tobi and Ada fees')).toBe(
        'Transfer recorded',
      );
      await page.reload();
      // NGN 160,000 of fees less the NGN 100,000 transferred: Tobi's first, then Ada's.
      await expect(page.getByText('NGN 60,000').first()).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`family-${viewport.width}.png`),
        fullPage: true,
      });

      await todaysTakings(page, '2 payments, NGN 100,000 in total: Bank transfer NGN 100,000');
      await page
        .getByRole('row', { name: /Bello Tobi/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/payments\/[^/]+$/);
      await expect(
        page.getByRole('row', { name: 'Narration Tobi and Ada fees' }).first(),
      ).toBeVisible();
      await expect(page.getByRole('row', { name: /^Receipt no\. BSA-\d{6}$/ })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`receipt-${viewport.width}.png`),
        fullPage: true,
      });

      // A lone student leaves; a transfer into their account waits to be assigned.
      const eze = await api.post('/students', {
        ...{ fullname: 'Eze Obi', age: 9, sex: 'Male', phoneNo: '08021234567', discount: 0 },
        ...{ classroom: classroom._id, schoolId: school._id },
        password: account.password,
      });
      const ezeId = ((await eze.json()) as { _id: string })._id;
      const own = await api.post(`/students/${ezeId}/transfer-account`, {});
      const { accountNumber } = (await own.json()) as { accountNumber: string };
      expect((await api.delete(`/students/${ezeId}`, { password: account.password })).ok()).toBe(
        true,
      );
      expect(await sendTransfer(api, accountNumber, 15_000, 'Fees')).toMatch(/^Kept as unmatched/);

      await page.goto('/payments');
      const waiting = page.getByRole('region', { name: 'Transfers waiting to be assigned (1)' });
      await expect(waiting).toContainText('NGN 15,000');
      if (viewport.width === PHONE.width) await expectNoSideways(page);
      await page.screenshot({
        path: testInfo.outputPath(`waiting-${viewport.width}.png`),
        fullPage: true,
      });
      await waiting.getByRole('button', { name: 'Assign NGN 15,000 from BELLO KUNLE' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign NGN 15,000 from BELLO KUNLE' });
      await dialog.getByRole('button', { name: /^Select student/ }).click();
      await dialog.getByRole('option', { name: /^Bello Tobi/ }).click();
      await dialog.getByRole('radio', { name: 'Bello Tobi only' }).check();
      await page.screenshot({ path: testInfo.outputPath(`assign-${viewport.width}.png`) });
      await enterAdminPassword(page, 'Record NGN 15,000', account.password);
      await expect(page.getByText('Transfer recorded: Bello Tobi NGN 15,000')).toBeVisible();
      await expect(waiting).toBeHidden();
    });

    test("demo: 'Simulate a transfer' records one, split among the family", async ({
      page,
    }, testInfo) => {
      await signInAsGuest(page);
      const families = (await storedRecords(page, 'families')) as unknown as {
        _id: string;
        name: string;
        schoolId: string;
      }[];
      const family = families.find((one) => one.name === 'Mrs Nneka Danjuma')!;
      await chooseGuestSchool(page, family.schoolId);
      // A demo family has its labelled demo account from the start.
      await page.goto(`/students/families/${family._id}`);
      await expect(transferRow(page)).toHaveText(/99\d{8}, Wema Bank \(demo\), .* \(demo\)/);
      await transferRow(page).getByRole('button', { name: 'Simulate a transfer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Simulate a transfer' });
      await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('20000');
      await dialog.getByRole('textbox', { name: 'Narration (optional)' }).fill('Danjuma fees');
      if (viewport.width === PHONE.width) await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`simulate-${viewport.width}.png`) });
      await dialog.getByRole('button', { name: 'Send the transfer' }).click();
      await expect(page.getByText(/^Transfer recorded: /)).toBeVisible();

      await todaysTakings(page, 'Bank transfer NGN 20,000');
    });
  });
}
