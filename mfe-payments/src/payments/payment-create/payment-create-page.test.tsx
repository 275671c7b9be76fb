/**
 * @jest-environment-options {"resources": "usable"}
 */
// The card provider is the one thing faked: a small inline script, loaded as the provider's would
// be, whose PaystackPop records each checkout it opens so the test can finish it.
import { readCollection, useConfigStore, useSessionStore, type Payment } from '@fees/shared-data';
import type { Student } from '@fees/shared-data/core';
import { expectLinks, renderScreen, holdAsViewer } from '@fees/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { PaystackTransactionOptions } from '../checkout/paystack-pop';
import { PaymentCreatePage } from './payment-create-page';

const FAKE_PROVIDER = `data:text/javascript,${encodeURIComponent(`
  window.PaystackPop = function PaystackPop() {};
  window.PaystackPop.prototype.newTransaction = function (options) {
    window.fakePaystack.opened.push(options);
  };
`)}`;
// Nothing listens on port 9 (discard): the script cannot load.
const UNREACHABLE = 'http://127.0.0.1:9/inline.js';

type FakeWindow = Window & { fakePaystack: { opened: PaystackTransactionOptions[] } };
const opened = () => (window as unknown as FakeWindow).fakePaystack.opened;

function useProvider(inlineUrl: string) {
  useConfigStore
    .getState()
    .setConfig({ paystack: { publicKey: 'pk_test_fake', inlineUrl, simulated: false } });
}

let alert: jest.SpyInstance;

beforeEach(() => {
  (window as unknown as FakeWindow).fakePaystack = { opened: [] };
  useProvider(FAKE_PROVIDER);
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => alert.mockRestore());

async function demoStudent(index: number): Promise<Student> {
  await useSessionStore.getState().loginGuest();
  const students = readCollection(localStorage, 'students');
  const school = students[0]!.schoolId;
  return students.filter((student) => student.schoolId === school)[index]!;
}

async function fillAndConfirm(
  user: Awaited<ReturnType<typeof renderScreen>>['user'],
  amount = '25000',
) {
  await user.type(await screen.findByRole('textbox', { name: 'Depositor name' }), 'Ngozi Okafor');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ngozi@example.com');
  await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), amount);
  await user.type(
    screen.getByRole('textbox', { name: 'Purpose / Description' }),
    'Second term tuition',
  );
  await user.click(screen.getByRole('button', { name: 'Make payment' }));
  return screen.getByRole('dialog', {
    name: 'Please confirm student information before proceeding.',
  });
}

async function openCheckout(student: Student, amount = '25000') {
  const view = await renderScreen(<PaymentCreatePage />, {
    route: `/payments/create?student=${student._id}`,
  });
  const dialog = await fillAndConfirm(view.user, amount);
  await view.user.click(within(dialog).getByRole('button', { name: 'Pay Fees' }));
  await waitFor(() => expect(opened()).toHaveLength(1));
  return { ...view, checkout: opened()[0]! };
}

const paymentsOf = (studentId: string): Payment[] =>
  readCollection(localStorage, 'payments').filter((payment) => payment.studentId === studentId);

describe('PaymentCreatePage', () => {
  it("shows 'Make Payment', the school, the provider note and a way back to /students", async () => {
    const { school } = await renderScreen(<PaymentCreatePage />, { route: '/payments/create' });
    expect(screen.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeInTheDocument();
    expect(await screen.findByText(school!.name)).toBeInTheDocument();
    expect(
      await screen.findByText(/Payments are processed by our card payment provider/),
    ).toHaveTextContent(/click ‘Pay Fees’/);
    expectLinks({ 'Back to students': '/students' });
    expect(screen.getByRole('button', { name: 'Select student Choose a student' })).toBeEnabled();
    expect(document.title).toBe('Fees Manager | Make Payment');
  });

  it('preselects the student named in ?student=', async () => {
    const student = await demoStudent(4);
    await renderScreen(<PaymentCreatePage />, {
      route: `/payments/create?student=${student._id}`,
    });
    expect(
      await screen.findByRole('button', {
        name: `Select student ${student.fullname} - (${student.classroom})`,
      }),
    ).toBeInTheDocument();
  });

  it('without a current school says so and links to /schools', async () => {
    await renderScreen(<PaymentCreatePage />, { route: '/payments/create', school: null });
    expect(
      screen.getByText('No school is selected. Choose a school first to make a payment to it.'),
    ).toBeInTheDocument();
    expectLinks({ 'Choose a school': '/schools' });
    expect(screen.queryByRole('button', { name: 'Make payment' })).toBeNull();
  });

  it('tells a viewer, who opens it by its address, that only the owner or bursar takes payments', async () => {
    await renderScreen(<PaymentCreatePage />, {
      route: '/payments/create',
      arrange: ({ source, school }) => holdAsViewer(source, school!._id),
    });
    expect(
      await screen.findByText("Only the school's owner or bursar can take card payments."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Select student/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Fees' })).toBeNull();
    expectLinks({ 'Back to students': '/students' });
  });

  it('opens the provider with the amount × 100 in NGN, the reference and the metadata', async () => {
    const student = await demoStudent(2);
    const { checkout } = await openCheckout(student, '43500');

    expect(checkout).toMatchObject({
      key: 'pk_test_fake',
      email: 'ngozi@example.com',
      amount: 4_350_000,
      currency: 'NGN',
      metadata: {
        depositorName: 'Ngozi Okafor',
        studentName: student.fullname,
        studentId: student._id,
      },
    });
    expect(checkout.reference).toMatch(/^T\d{15}$/);
    expect(checkout.metadata.custom_fields).toContainEqual({
      display_name: 'Purpose',
      variable_name: 'purpose',
      value: 'Second term tuition',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '...' })).toBeDisabled();
  });

  it('opens one checkout for a double click on Pay Fees', async () => {
    const student = await demoStudent(1);
    const { user } = await renderScreen(<PaymentCreatePage />, {
      route: `/payments/create?student=${student._id}`,
    });
    const dialog = await fillAndConfirm(user);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Pay Fees' }));
    await waitFor(() => expect(opened()).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(opened()).toHaveLength(1);
  });

  it('records the payment after the provider’s success: alert, toast, totals, /payments', async () => {
    const student = await demoStudent(3);
    const rooms = readCollection(localStorage, 'classrooms');
    const roomBefore = rooms.find((room) => room._id === student.classroomId)!;
    const schoolBefore = readCollection(localStorage, 'schools').find(
      (school) => school._id === student.schoolId,
    )!;
    const { checkout, location } = await openCheckout(student, '25000');

    act(() =>
      checkout.onSuccess({
        reference: checkout.reference,
        status: 'success',
        message: 'Approved',
        trans: '4099260516',
      }),
    );

    expect(await screen.findByText('Payment successfull!')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Payment successful! Please check for email for a receipt');
    await waitFor(() => expect(location().pathname).toBe('/payments'));
    expect(paymentsOf(student._id).at(-1)).toMatchObject({
      amount: 25000,
      referenceNo: checkout.reference,
      status: 'success',
      paymentMessage: 'Approved',
      transactionNo: '4099260516',
      depositorName: 'Ngozi Okafor',
      email: 'ngozi@example.com',
      studentName: student.fullname,
      studentClass: student.classroom,
    });
    const after = readCollection(localStorage, 'students').find((s) => s._id === student._id)!;
    expect(after.totalPaidFees).toBe(student.totalPaidFees + 25000);
    const roomAfter = readCollection(localStorage, 'classrooms').find(
      (room) => room._id === student.classroomId,
    )!;
    expect(roomAfter.totalFees).toBe(roomBefore.totalFees + 25000);
    const schoolAfter = readCollection(localStorage, 'schools').find(
      (school) => school._id === student.schoolId,
    )!;
    expect(schoolAfter.totalFees).toBe(schoolBefore.totalFees + 25000);
  });

  it('closing the checkout alerts, records nothing and leaves the form idle', async () => {
    const student = await demoStudent(5);
    const before = paymentsOf(student._id).length;
    const { checkout } = await openCheckout(student);

    act(() => checkout.onCancel());

    expect(alert).toHaveBeenCalledWith(
      'Your payment will not be completed. Are you sure you want to exit?',
    );
    expect(await screen.findByRole('button', { name: 'Make payment' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Depositor name' })).toHaveValue('Ngozi Okafor');
    expect(paymentsOf(student._id)).toHaveLength(before);
  });

  it('a provider failure says so and records nothing', async () => {
    const student = await demoStudent(6);
    const before = paymentsOf(student._id).length;
    const { checkout } = await openCheckout(student);

    act(() => checkout.onError({ message: 'Card declined' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment did not go through: Card declined. Nothing was recorded.',
    );
    expect(screen.getByRole('button', { name: 'Make payment' })).toBeEnabled();
    expect(paymentsOf(student._id)).toHaveLength(before);
    expect(alert).not.toHaveBeenCalled();
  });

  it("says 'Unable to load paystack inline script' when the script cannot load", async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useProvider(UNREACHABLE);
    const student = await demoStudent(7);
    const { user } = await renderScreen(<PaymentCreatePage />, {
      route: `/payments/create?student=${student._id}`,
    });
    const dialog = await fillAndConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay Fees' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load paystack inline script',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Depositor name' })).toHaveValue('Ngozi Okafor');
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(25000);
    expect(screen.getByRole('button', { name: 'Make payment' })).toBeEnabled();
    expect(document.querySelectorAll(`script[src="${UNREACHABLE}"]`)).toHaveLength(0);
    quiet.mockRestore();
  });

  it('loads the provider script once however many checkouts open', async () => {
    const student = await demoStudent(8);
    const { checkout, user } = await openCheckout(student);
    act(() => checkout.onCancel());
    await user.click(await screen.findByRole('button', { name: 'Make payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay Fees' }));
    await waitFor(() => expect(opened()).toHaveLength(2));
    expect(document.querySelectorAll(`script[src="${FAKE_PROVIDER}"]`)).toHaveLength(1);
  });
});
