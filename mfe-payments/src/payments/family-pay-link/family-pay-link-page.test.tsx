/**
 * @jest-environment-options {"resources": "usable"}
 */
// The guest demo's family links live in this browser, and its payments go through the demo
// checkout as it ships (the remote's public/demo-checkout.js); the account-mode twin is
// family-pay-link-page.account.test.tsx.
import {
  formatMoney,
  GUEST_CREDENTIALS,
  readCollection,
  useConfigStore,
  type DataSource,
} from '@fees/shared-data';
import {
  FAMILY_SHARE_REFUSALS,
  formatBalance,
  PAY_LINK_INVALID,
  type Student,
} from '@fees/shared-data/core';
import { arrangeLateFamily, renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { FamilyPayLinkPage } from './family-pay-link-page';

// Jest runs each test file as a CommonJS module, which knows its own folder.
declare const __dirname: string;

const DEMO_CHECKOUT = new URL(`file://${__dirname}/../../../public/demo-checkout.js`).href;

beforeEach(() => {
  // A key, so the guest demo loads the checkout from this address rather than the remote's own.
  useConfigStore.getState().setConfig({
    paystack: { publicKey: 'pk_test_fake', inlineUrl: DEMO_CHECKOUT, simulated: false },
  });
});

afterEach(() => {
  for (const overlay of document.querySelectorAll('[data-demo-checkout]')) overlay.remove();
});

const screens = (
  <Routes>
    <Route path="pay/family/:token" element={<FamilyPayLinkPage />} />
  </Routes>
);

/**
 * A demo family of two children who have paid nothing this term and both owe arrears from the
 * first term (docs/terms.md), so the oldest debt first reaches the second child's arrears before
 * the first child's fees of this term. Its parent e-mail is set, as a school would have it.
 */
async function arrearsFamily(source: DataSource) {
  for (const school of readCollection(localStorage, 'schools')) {
    const { items } = await source.listFamilies(school._id);
    for (const family of items) {
      const { items: children } = await source.list('students', {
        filter: { familyId: family._id },
      });
      const owing = (child: Student) => child.totalPaidFees === 0 && child.broughtForward > 1000;
      if (children.length === 2 && children.every(owing)) {
        const parentEmail = 'ngozi@example.com';
        const { name, phoneNo } = family;
        await source.updateFamily(
          family._id,
          { name, phoneNo, parentEmail },
          GUEST_CREDENTIALS.password,
        );
        return { family, children };
      }
    }
  }
  throw new Error('the demo data has a family of two who owe arrears');
}

/** Opens a fresh link of that family; its children come in the family's order. */
async function openFamilyLink() {
  const rendered = await renderScreen(screens, {
    school: null,
    arrange: async ({ source }) => {
      const found = await arrearsFamily(source);
      return { ...found, ...(await source.shareFamilyPayLink(found.family._id)) };
    },
    route: ({ token }) => `/pay/family/${token}`,
  });
  const { family, children } = rendered.arranged;
  const [first, second] = children as [Student, Student];
  const outstanding = first.balance + second.balance;
  return { ...rendered, family, first, second, outstanding };
}

/** Fills who pays, as a parent would. */
async function fillPayer(user: Awaited<ReturnType<typeof openFamilyLink>>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Eze');
}

/** A row of a table or dialog, by all it says. */
function row(container: HTMLElement, name: string) {
  return within(container).getByRole('row', { name });
}

/** A child's row on the receipt: what they received, its receipt number and their balance after. */
function receivedRow(receipt: HTMLElement, child: Student, share: number) {
  const cells = `${child.fullname} ${child.classroom} ${formatMoney(share)} [A-Z]{1,3}-\\d{6} ${formatBalance(child.balance - share)}`;
  return within(receipt).getByRole('row', { name: new RegExp(`^${cells}$`) });
}

describe('FamilyPayLinkPage', () => {
  it('says what the children have left and by when above the form, and asks for what is due now', async () => {
    const { arranged } = await renderScreen(screens, {
      arrange: async (context) => {
        const late = await arrangeLateFamily(context);
        return { ...late, ...(await context.source.shareFamilyPayLink(late.familyId)) };
      },
      route: ({ token }) => `/pay/family/${token}`,
    });
    const notice = await screen.findByText(arranged.sentence);
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(notice.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(amount).toHaveValue(arranged.dueNow);
  });

  it('shows the school, the family and term, each child with what they owe, and the total', async () => {
    const { user, family, first, second, outstanding } = await openFamilyLink();

    expect(await screen.findByRole('heading', { name: 'School fees payment' })).toBeVisible();
    expect(document.title).toBe('Fees Manager | Pay Fees');
    expect(screen.queryByRole('navigation')).toBeNull();
    const school = readCollection(localStorage, 'schools').find((s) => s._id === family.schoolId)!;
    expect(screen.getByText(school.name)).toBeVisible();
    expect(screen.getByRole('row', { name: `Family ${family.name}` })).toBeVisible();
    expect(screen.getByRole('row', { name: /^Term Second term \d{4}\/\d{4}$/ })).toBeVisible();

    const table = screen.getByRole('table', { name: `Children of ${family.name}` });
    for (const child of [first, second]) {
      // What is still unpaid of earlier terms: nothing of it is paid yet in the demo, so all of it.
      const arrears = `${formatMoney(child.broughtForward)} still owed from earlier terms`;
      expect(
        row(
          table,
          `${child.fullname} ${child.classroom} ${formatBalance(child.balance)} ${arrears}`,
        ),
      ).toBeVisible();
    }
    expect(row(table, `Family outstanding ${formatMoney(outstanding)}`)).toBeVisible();

    // The amount starts at what is due now under the demo's plan; the parent may pay it all.
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveValue(family.dueNow);
    expect(family.dueNow).toBeGreaterThan(0);
    await user.clear(amount);
    await user.type(amount, String(outstanding));
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveValue(
      'ngozi@example.com',
    );
    expect(
      screen.getByRole('button', { name: `Pay full balance, ${formatMoney(outstanding)}` }),
    ).toBeVisible();
    const split = screen.getByRole('group', { name: 'How to split the payment' });
    expect(within(split).getByRole('radio', { name: 'Oldest debt first' })).toBeChecked();
    expect(within(split).getByRole('radio', { name: 'Choose for each child' })).not.toBeChecked();
  });

  it("offers the family's transfer account before the card form, once the school gave one", async () => {
    const rendered = await renderScreen(screens, {
      school: null,
      arrange: async ({ source }) => {
        const { family } = await arrearsFamily(source);
        const account = { bankCode: '058', accountNumber: '0123456789' };
        await source.setSettlement(family.schoolId, account, GUEST_CREDENTIALS.password);
        const given = await source.giveTransferAccount({ holder: 'families', id: family._id });
        return { given, ...(await source.shareFamilyPayLink(family._id)) };
      },
      route: ({ token }) => `/pay/family/${token}`,
    });
    const { given } = rendered.arranged;
    const offer = (await screen.findByText('Pay by bank transfer')).closest('[role="status"]');
    expect(
      within(offer as HTMLElement).getByText(
        `Pay by transfer to ${given.accountNumber}, ${given.bankName}, ${given.accountName}.`,
      ),
    ).toBeVisible();
    expect(offer).toHaveTextContent(/recorded for the fees by itself/);
  });

  it('shows, as the amount is typed, what each child receives: every arrears first', async () => {
    const { user, first, second, outstanding } = await openFamilyLink();
    const amount = await screen.findByRole('spinbutton', { name: 'Amount' });
    const received = () => screen.getByRole('table', { name: 'What each child receives' });
    // All that is owed: each child their own balance.
    await user.clear(amount);
    await user.type(amount, String(outstanding));
    expect(row(received(), `${first.fullname} ${formatMoney(first.balance)}`)).toBeVisible();
    expect(row(received(), `${second.fullname} ${formatMoney(second.balance)}`)).toBeVisible();

    await user.clear(amount);
    expect(screen.queryByRole('table', { name: 'What each child receives' })).toBeNull();
    expect(screen.getByText('Type an amount to see what each child receives.')).toBeVisible();

    // The first child's arrears, then the second's, before the first child's fees of this term.
    await user.type(amount, String(first.broughtForward + 1000));
    expect(row(received(), `${first.fullname} ${formatMoney(first.broughtForward)}`)).toBeVisible();
    expect(row(received(), `${second.fullname} NGN 1,000`)).toBeVisible();
  });

  it('choosing for each child: a wrong total is refused where it shows, with what was typed kept', async () => {
    const { user, first, second } = await openFamilyLink();
    await fillPayer(user);
    await user.click(screen.getByRole('radio', { name: 'Choose for each child' }));
    const firstBox = screen.getByRole('spinbutton', { name: first.fullname });
    const secondBox = screen.getByRole('spinbutton', { name: second.fullname });
    expect(firstBox).toHaveAccessibleDescription(
      `${first.classroom}, balance ${formatBalance(first.balance)}`,
    );
    await user.type(firstBox, '1000');
    await user.type(secondBox, '2000');
    const total = screen.getByRole('textbox', { name: 'Total for the children' });
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '5000');
    expect(total).toHaveValue('NGN 3,000 of NGN 5,000');

    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(total).toHaveAttribute('aria-invalid', 'true');
    expect(total).toHaveAccessibleDescription(FAMILY_SHARE_REFUSALS.total);
    expect(total).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(firstBox).toHaveValue(1000);
    expect(secondBox).toHaveValue(2000);
    expect(amount).toHaveValue(5000);

    // A box the server would refuse says why under it.
    await user.clear(secondBox);
    await user.type(secondBox, '4000.005');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(secondBox).toHaveAttribute('aria-invalid', 'true');
    expect(secondBox).toHaveAccessibleDescription(
      `${second.classroom}, balance ${formatBalance(second.balance)} Amount can have at most 2 decimal places`,
    );
    expect(secondBox).toHaveFocus();

    // Back to 'Oldest debt first' and again: the amounts typed for each child are still there.
    await user.click(screen.getByRole('radio', { name: 'Oldest debt first' }));
    await user.click(screen.getByRole('radio', { name: 'Choose for each child' }));
    expect(screen.getByRole('spinbutton', { name: first.fullname })).toHaveValue(1000);
  });

  it("pays the parent's own shares through the demo checkout, and the receipt lists them", async () => {
    const { user, source, first, second } = await openFamilyLink();
    await fillPayer(user);
    await user.click(screen.getByRole('radio', { name: 'Choose for each child' }));
    await user.type(screen.getByRole('spinbutton', { name: first.fullname }), '1000');
    await user.type(screen.getByRole('spinbutton', { name: second.fullname }), '4000');
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));

    const confirm = screen.getByRole('dialog', {
      name: 'Please confirm the payment before proceeding.',
    });
    expect(row(confirm, `${first.fullname} NGN 1,000`)).toBeVisible();
    expect(row(confirm, `${second.fullname} NGN 4,000`)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Pay Fees' }));
    const checkout = await screen.findByRole('dialog', { name: 'Demo checkout — no money moves' });
    await user.click(within(checkout).getByRole('button', { name: 'Pay NGN 5,000' }));

    const receipt = await screen.findByRole('table', { name: 'What each child received' });
    expect(receivedRow(receipt, first, 1000)).toBeVisible();
    expect(receivedRow(receipt, second, 4000)).toBeVisible();
    const after = await Promise.all(
      [first, second].map((child) => source.get('students', child._id)),
    );
    expect(after.map((child) => child.totalPaidFees)).toEqual([1000, 4000]);
  });

  it("the server's refusal of the shares shows where they are typed", async () => {
    const { user, source, first, second } = await openFamilyLink();
    await fillPayer(user);
    await user.click(screen.getByRole('radio', { name: 'Choose for each child' }));
    await user.type(screen.getByRole('spinbutton', { name: first.fullname }), '1000');
    await user.type(screen.getByRole('spinbutton', { name: second.fullname }), '4000');
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '5000');
    // The school moves the second child out of the family while the page is open.
    await source.update(
      'students',
      second._id,
      {
        ...{ fullname: second.fullname, age: second.age, sex: second.sex },
        ...{ phoneNo: second.phoneNo, parentEmail: second.parentEmail },
        ...{ discount: second.discount, classroom: second.classroomId, familyId: '' },
      },
      GUEST_CREDENTIALS.password,
    );
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay Fees' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FAMILY_SHARE_REFUSALS.notAChild);
    const total = screen.getByRole('textbox', { name: 'Total for the children' });
    expect(total).toHaveAttribute('aria-invalid', 'true');
    expect(total).toHaveAccessibleDescription(FAMILY_SHARE_REFUSALS.notAChild);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: second.fullname })).toHaveValue(4000);
  });

  it('pays the oldest debt first through the demo checkout, and the receipt names the term and what went to whom', async () => {
    const { user, family, first, second } = await openFamilyLink();
    const amount = await screen.findByRole('spinbutton', { name: 'Amount' });
    await user.clear(amount);
    const paid = first.broughtForward + 1000;
    await user.type(amount, String(paid));
    await fillPayer(user);
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    const confirm = screen.getByRole('dialog', {
      name: 'Please confirm the payment before proceeding.',
    });
    for (const name of [
      `Family ${family.name}`,
      `${first.fullname} ${formatMoney(first.broughtForward)}`,
      `${second.fullname} NGN 1,000`,
      `Amount ${formatMoney(paid)}`,
      'Depositor email ngozi@example.com',
    ]) {
      expect(row(confirm, name)).toBeVisible();
    }
    await user.click(within(confirm).getByRole('button', { name: 'Pay Fees' }));
    const checkout = await screen.findByRole('dialog', { name: 'Demo checkout — no money moves' });
    await user.click(within(checkout).getByRole('button', { name: `Pay ${formatMoney(paid)}` }));

    const heading = await screen.findByRole('heading', { name: 'Payment receipt' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Print this receipt to keep it/)).toBeVisible();
    for (const name of [
      `Family ${family.name}`,
      'Term Second term 2026/2027',
      `Amount ${formatMoney(paid)}`,
      'Paid by Eze (ngozi@example.com)',
    ]) {
      expect(screen.getByRole('row', { name })).toBeVisible();
    }
    expect(screen.getByRole('row', { name: /^Reference \S+$/ })).toBeVisible();
    expect(
      screen.getByRole('row', { name: /^Date \d{2}-\d{2}-\d{4} \d{2}:\d{2} WAT$/ }),
    ).toBeVisible();

    // Each child's share is a payment of their own, with its receipt number; both balances moved.
    const shares = screen.getByRole('table', { name: 'What each child received' });
    expect(receivedRow(shares, first, first.broughtForward)).toBeVisible();
    expect(receivedRow(shares, second, 1000)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeEnabled();
    const students = readCollection(localStorage, 'students');
    const now = (child: Student) => students.find((one) => one._id === child._id)!;
    expect(now(first).totalPaidFees).toBe(first.broughtForward);
    expect(now(second).totalPaidFees).toBe(1000);
  });

  it('a revoked link names the school and its phone to ask for a new one', async () => {
    const { arranged, guest } = await renderScreen(screens, {
      school: null,
      arrange: async ({ source }) => {
        const { family } = await arrearsFamily(source);
        const { token } = await source.shareFamilyPayLink(family._id);
        await source.revokeFamilyPayLinks(family._id);
        const school = await source.get('schools', family.schoolId);
        return { family, token, school };
      },
      route: ({ token }) => `/pay/family/${token}`,
    });
    const { school, family } = arranged;
    const phone = guest!.phone;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This payment link was revoked or has expired. Ask ${school.name} (${phone}) for a new one.`,
    );
    expect(screen.queryByText(family.name)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("a token that is no family's link says only that it is no longer valid", async () => {
    await renderScreen(screens, { school: null, route: `/pay/family/${'A'.repeat(32)}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(PAY_LINK_INVALID);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
