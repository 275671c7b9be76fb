/**
 * @jest-environment-options {"resources": "usable"}
 */
// The guest demo's links live in this browser; the card provider is the one thing faked, as in
// the payment form's tests.
import { GUEST_CREDENTIALS, readCollection, schoolToday, useConfigStore } from '@fees/shared-data';
import { PAY_LINK_INVALID, type Student } from '@fees/shared-data/core';
import { arrangeLateStudent, renderScreen } from '@fees/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PaystackTransactionOptions } from '../checkout/paystack-pop';
import { PayLinkPage } from './pay-link-page';

const FAKE_PROVIDER = `data:text/javascript,${encodeURIComponent(`
  window.PaystackPop = function PaystackPop() {};
  window.PaystackPop.prototype.newTransaction = function (options) {
    window.fakePaystack.opened.push(options);
  };
`)}`;

type FakeWindow = Window & { fakePaystack: { opened: PaystackTransactionOptions[] } };
const opened = () => (window as unknown as FakeWindow).fakePaystack.opened;

beforeEach(() => {
  (window as unknown as FakeWindow).fakePaystack = { opened: [] };
  useConfigStore.getState().setConfig({
    paystack: { publicKey: 'pk_test_fake', inlineUrl: FAKE_PROVIDER, simulated: false },
  });
});

const screens = (
  <Routes>
    <Route path="pay/:token" element={<PayLinkPage />} />
  </Routes>
);

/** A student who owes, arrears from First term among it (docs/terms.md). */
function owing(): Student {
  const student = readCollection(localStorage, 'students').find(
    (item) => item.totalFeesExpected > item.totalPaidFees && item.broughtForward > 0,
  );
  if (!student) throw new Error('the demo data has a student who owes');
  return student;
}

/** Opens the link of a student who owes, with what they owe. */
async function openOwingLink() {
  const { user, arranged } = await renderScreen(screens, {
    school: null,
    arrange: async ({ source }) => {
      const student = owing();
      const { dueNow } = await source.get('students', student._id);
      return { student, dueNow, ...(await source.sharePayLink(student._id)) };
    },
    route: ({ token }) => `/pay/${token}?demo`,
  });
  const { student, dueNow } = arranged;
  return { user, student, dueNow, outstanding: student.totalFeesExpected - student.totalPaidFees };
}

/**
 * The confirmation that follows the overpayment question, once it holds the focus: until then the
 * question is still closing and the page takes no pointer (so a click would be refused).
 */
async function confirmation() {
  const dialog = await screen.findByRole('dialog', {
    name: 'Please confirm student information before proceeding.',
  });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

describe('PayLinkPage', () => {
  it("shows the link's student and fees, and after the checkout a receipt to print with its number, term and what is left", async () => {
    const { user, student, dueNow, outstanding } = await openOwingLink();

    expect(await screen.findByRole('heading', { name: 'School fees payment' })).toBeVisible();
    expect(document.title).toBe('Fees Manager | Pay Fees');
    const facts = screen.getByRole('table');
    expect(within(facts).getByRole('row', { name: `Student ${student.fullname}` })).toBeVisible();
    expect(
      within(facts).getByRole('row', { name: /^Term Second term \d{4}\/\d{4}$/ }),
    ).toBeVisible();
    expect(
      within(facts).getByRole('row', {
        name: `Brought forward NGN ${student.broughtForward.toLocaleString('en-US')} arrears`,
      }),
    ).toBeVisible();
    expect(
      within(facts).getByRole('row', {
        name: `Outstanding NGN ${outstanding.toLocaleString('en-US')}`,
      }),
    ).toBeVisible();
    // The amount starts at what is due now under the demo's plan (arrears among it); the parent
    // pays all that is owed.
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(dueNow).toBeGreaterThan(0);
    expect(amount).toHaveValue(dueNow);
    await user.clear(amount);
    await user.type(amount, String(outstanding));
    expect(screen.queryByRole('navigation')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Eze');
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'ngozi@example.com');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Please confirm student information before proceeding.',
    });
    expect(within(dialog).queryByText('Student ID')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Pay Fees' }));
    await waitFor(() => expect(opened()).toHaveLength(1));
    const checkout = opened()[0]!;
    expect(checkout.amount).toBe(outstanding * 100);

    act(() =>
      checkout.onSuccess({
        reference: checkout.reference,
        status: 'success',
        message: 'Approved',
        trans: '4099260516',
      }),
    );

    const receipt = await screen.findByRole('heading', { name: 'Payment receipt' });
    expect(receipt).toHaveFocus();
    expect(screen.getByText(/Print this receipt to keep it/)).toBeVisible();
    expect(screen.getByRole('row', { name: `Reference ${checkout.reference}` })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Term Second term 2026/2027' })).toBeVisible();
    // The school's next receipt number; paid up now, with the time in Lagos.
    const numbers = readCollection(localStorage, 'payments')
      .filter((payment) => payment.schoolId === student.schoolId && payment.receiptNo)
      .map((payment) => payment.receiptNo)
      .sort();
    expect(numbers.at(-1)).toMatch(/^[A-Z]{1,3}-\d{6}$/);
    expect(screen.getByRole('row', { name: `Receipt no. ${numbers.at(-1)}` })).toBeVisible();
    expect(numbers.at(-2)! < numbers.at(-1)!).toBe(true);
    expect(
      screen.getByRole('row', {
        name: `Paid to date this term NGN ${(student.totalPaidFees + outstanding).toLocaleString('en-US')}`,
      }),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: 'Balance after this payment NGN 0' })).toBeVisible();
    expect(
      screen.getByRole('row', { name: /^Date \d{2}-\d{2}-\d{4} \d{2}:\d{2} WAT$/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeEnabled();
    const paid = readCollection(localStorage, 'students').find((s) => s._id === student._id)!;
    expect(paid.totalPaidFees).toBe(student.totalFeesExpected);
  });

  it("a parent with no e-mail pays: the checkout is in the school owner's name, the receipt on the page", async () => {
    const { user } = await openOwingLink();
    const email = await screen.findByRole('textbox', { name: 'Email (optional)' });
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(await screen.findByText('Your name is required')).toBeVisible();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Eze');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Please confirm student information before proceeding.',
    });
    expect(within(dialog).getByText('None given: the receipt shows on this page')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Pay Fees' }));
    await waitFor(() => expect(opened()).toHaveLength(1));
    const checkout = opened()[0]!;
    expect(checkout.email).toBe(GUEST_CREDENTIALS.email);
    act(() =>
      checkout.onSuccess({
        reference: checkout.reference,
        status: 'success',
        message: 'Approved',
        trans: '4099260517',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment receipt' })).toBeVisible();
    const recorded = readCollection(localStorage, 'payments').find(
      (payment) => payment.referenceNo === checkout.reference,
    );
    expect(recorded?.email).toBe('');
  });

  it('says what is left and by when above the card form, and asks for what is due now', async () => {
    const { arranged } = await renderScreen(screens, {
      arrange: async (context) => {
        const late = await arrangeLateStudent(context);
        return { ...late, ...(await context.source.sharePayLink(late.student._id)) };
      },
      route: ({ token }) => `/pay/${token}?demo`,
    });
    const notice = await screen.findByText(arranged.sentence);
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(notice.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(amount).toHaveValue(arranged.dueNow);
    expect(screen.getByRole('button', { name: 'Pay full balance, NGN 35,000' })).toBeVisible();
  });

  it("'Pay full balance' fills what is owed, and more than that asks first", async () => {
    const { user, outstanding } = await openOwingLink();
    const amount = await screen.findByRole('spinbutton', { name: 'Amount' });
    expect(screen.queryByText('Fees fully paid for this term')).toBeNull();
    await user.clear(amount);
    await user.click(
      screen.getByRole('button', {
        name: `Pay full balance, NGN ${outstanding.toLocaleString('en-US')}`,
      }),
    );
    expect(amount).toHaveValue(outstanding);

    await user.clear(amount);
    await user.type(amount, String(outstanding + 5000));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Eze');
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'ngozi@example.com');
    const submit = screen.getByRole('button', { name: 'Make payment' });
    await user.click(submit);
    const naira = (value: number) => `NGN ${value.toLocaleString('en-US')}`;
    const ask = screen.getByRole('dialog', { name: 'Pay more than the balance?' });
    expect(ask).toHaveAccessibleDescription(
      `${naira(outstanding + 5000)} is NGN 5,000 more than the balance of ${naira(outstanding)}. ` +
        'The NGN 5,000 becomes a credit for the next term.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submit).toHaveFocus();
    expect(amount).toHaveValue(outstanding + 5000);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Eze');

    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await confirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Pay Fees' }));
    await waitFor(() => expect(opened()).toHaveLength(1));
    expect(opened()[0]!.amount).toBe((outstanding + 5000) * 100);
  });

  it("a fully paid child's link says so before the checkout, which still takes a payment ahead", async () => {
    const { user } = await renderScreen(screens, {
      school: null,
      arrange: async ({ source }) => {
        const student = owing();
        await source.recordOfflinePayment(
          {
            ...{ schoolId: student.schoolId, studentId: student._id, method: 'cash' },
            ...{ amount: student.balance, receivedOn: schoolToday(), externalReference: '' },
            ...{ depositorName: 'Ngozi Obi', email: '', purpose: 'School fees this term' },
          },
          GUEST_CREDENTIALS.password,
        );
        return source.sharePayLink(student._id);
      },
      route: ({ token }) => `/pay/${token}?demo`,
    });
    const paid = await screen.findByText('Fees fully paid for this term');
    expect(paid.closest('[role="status"]')).toHaveTextContent(
      'You may still pay ahead: what you pay becomes a credit for the next term.',
    );
    const form = screen.getByRole('spinbutton', { name: 'Amount' });
    // The notice comes before the checkout form.
    expect(paid.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form).toHaveValue(null);
    expect(screen.queryByRole('button', { name: /^Pay full balance/ })).toBeNull();

    await user.type(form, '5000');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Eze');
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'ngozi@example.com');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(
      screen.getByRole('dialog', { name: 'Pay more than the balance?' }),
    ).toHaveAccessibleDescription(
      'Nothing is owed: the balance is NGN 0. The NGN 5,000 becomes a credit for the next term.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(within(await confirmation()).getByRole('button', { name: 'Pay Fees' }));
    await waitFor(() => expect(opened()).toHaveLength(1));
    expect(opened()[0]!.amount).toBe(500_000);
  });

  it('a revoked link names the school and its phone to ask for a new one', async () => {
    const { arranged, guest } = await renderScreen(screens, {
      school: null,
      arrange: async ({ source }) => {
        const student = owing();
        const { token } = await source.sharePayLink(student._id);
        await source.revokePayLinks(student._id);
        const school = await source.get('schools', student.schoolId);
        return { student, token, school };
      },
      route: ({ token }) => `/pay/${token}?demo`,
    });
    const { school, student } = arranged;
    const phone = guest!.phone;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This payment link was revoked or has expired. Ask ${school.name} (${phone}) for a new one.`,
    );
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
    expect(screen.queryByText(student.fullname)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a link that never existed says only that it is no longer valid', async () => {
    await renderScreen(screens, { school: null, route: `/pay/${'A'.repeat(32)}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(PAY_LINK_INVALID);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
