import {
  actAsInDemo,
  formatDay,
  GUEST_CREDENTIALS,
  readCollection,
  schoolToday,
  useSessionStore,
} from '@fees/shared-data';
import { sessionDays, sessionOf, type Student } from '@fees/shared-data/core';
import {
  answerAdminPassword,
  arrangeLateFamily,
  expectLinks,
  renderScreen,
  holdAsViewer,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PaymentRecordPage } from './payment-record-page';

async function demoStudent(): Promise<Student> {
  await useSessionStore.getState().loginGuest();
  const students = readCollection(localStorage, 'students');
  const school = students[0]!.schoolId;
  return students.filter((student) => student.schoolId === school)[2]!;
}

const field = {
  amount: () => screen.getByRole('spinbutton', { name: 'Amount' }),
  method: () => screen.getByRole('combobox', { name: 'Method' }),
  received: () => screen.getByLabelText('Date received'),
  reference: () => screen.getByRole('textbox', { name: /^Bank or terminal reference/ }),
  depositor: () => screen.getByRole('textbox', { name: 'Depositor name' }),
  email: () => screen.getByRole('textbox', { name: 'Email (optional)' }),
  purpose: () => screen.getByRole('textbox', { name: 'Purpose / Description' }),
};

/** A figure of the balance summary under the student field, by its label. */
function figure(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

type User = Awaited<ReturnType<typeof renderScreen>>['user'];

async function fillTransfer(user: User, reference: string) {
  await user.type(field.amount(), '15000');
  await user.selectOptions(field.method(), 'transfer');
  await user.type(field.reference(), reference);
  await user.type(field.depositor(), 'Eze');
  await user.type(field.purpose(), 'Second term tuition');
}

/** Submits the form, or the password dialog already open, with `password`. */
async function confirmWithPassword(user: User, password: string) {
  if (!screen.queryByRole('dialog')) {
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
  }
  return answerAdminPassword(user, password);
}

describe('PaymentRecordPage', () => {
  it('records a transfer for the chosen student, raises the figures and opens the payment', async () => {
    const student = await demoStudent();
    const { user, location } = await renderScreen(<PaymentRecordPage />, {
      route: `/payments/record?student=${student._id}`,
    });
    expect(
      await screen.findByRole('button', {
        name: `Select student ${student.fullname} - (${student.classroom})`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Record Payment' })).toBeInTheDocument();
    expect(document.title).toBe('Fees Manager | Record Payment');
    expectLinks({ 'Back to payments': '/payments' });
    expect(field.received()).toHaveValue(schoolToday());
    expect(field.received()).toHaveAttribute('max', schoolToday());

    await fillTransfer(user, 'NIP-TEST-0001');
    const dialog = await confirmWithPassword(user, 'wrong-password');
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    await confirmWithPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Payment recorded successfully!')).toBeInTheDocument();
    const saved = readCollection(localStorage, 'payments').find(
      (payment) => payment.externalReference === 'NIP-TEST-0001',
    );
    expect(saved).toMatchObject({
      studentId: student._id,
      amount: 15000,
      method: 'transfer',
      receivedOn: schoolToday(),
      email: '',
      status: 'success',
    });
    await waitFor(() => expect(location().pathname).toBe(`/payments/${saved!._id}`));
    const after = readCollection(localStorage, 'students').find((s) => s._id === student._id);
    expect(after!.totalPaidFees).toBe(student.totalPaidFees + 15000);
  });

  it("fills the parent's e-mail on file, says when the reference is needed, and the password names whose money and how much", async () => {
    const { user, arranged: student } = await renderScreen(<PaymentRecordPage />, {
      arrange: async ({ source, school, password }) => {
        const room = readCollection(localStorage, 'classrooms').find(
          (one) => one.schoolId === school!._id,
        )!;
        return source.create(
          'students',
          {
            ...{ fullname: 'Okafor Ngozi', age: 9, sex: 'Female', phoneNo: '08031234568' },
            ...{ parentEmail: 'okafor.parent@example.com', discount: 0 },
            ...{ classroom: room._id, schoolId: school!._id },
          },
          password!,
        );
      },
      route: (student) => `/payments/record?student=${student._id}`,
    });
    await screen.findByRole('button', { name: new RegExp(`^Select student ${student.fullname}`) });
    expect(field.email()).toHaveValue(student.parentEmail);
    expect(field.reference()).toHaveAccessibleName('Bank or terminal reference (optional)');
    expect(field.reference()).toHaveAccessibleDescription(
      'Needed for a bank transfer or POS; optional for cash and other.',
    );

    await fillTransfer(user, 'NIP-TEST-0042');
    expect(field.reference()).toHaveAccessibleName('Bank or terminal reference');
    expect(field.reference()).toHaveAccessibleDescription(
      'As printed on the bank alert, statement or POS slip.',
    );
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByRole('dialog', { name: 'Please enter Admin password.' }),
    ).toHaveAccessibleDescription(
      `Record NGN 15,000 (Bank transfer) for ${student.fullname}, ${student.classroom}.`,
    );
  });

  it("shows the chosen student's balance, announced, and 'Pay full balance' records it all", async () => {
    const student = await demoStudent();
    const other = readCollection(localStorage, 'students').find(
      (item) => item.schoolId === student.schoolId && item.balance !== student.balance,
    )!;
    const { user } = await renderScreen(<PaymentRecordPage />, {
      route: `/payments/record?student=${student._id}`,
    });
    await screen.findByRole('button', { name: new RegExp(student.fullname) });
    const naira = (value: number) => `NGN ${value.toLocaleString('en-US')}`;
    const summary = screen.getByText('Brought forward').closest('[aria-live]');
    expect(summary).toHaveAttribute('aria-live', 'polite');
    expect(figure('Brought forward')).toBe(`${naira(student.broughtForward)} arrears`);
    expect(figure('This term')).toBe(
      `${naira(student.totalFeesExpected - student.broughtForward)} fees, ${naira(student.totalPaidFees)} paid`,
    );
    expect(figure('Balance')).toBe(naira(student.balance));

    await user.click(screen.getByRole('button', { name: /^Select student/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search students' }), other._id);
    await user.keyboard('{Enter}');
    expect(figure('Balance')).toBe(naira(other.balance));
    await user.click(screen.getByRole('button', { name: /^Select student/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search students' }), student._id);
    await user.keyboard('{Enter}');

    await user.click(
      screen.getByRole('button', { name: `Pay full balance, ${naira(student.balance)}` }),
    );
    expect(field.amount()).toHaveValue(student.balance);
    await user.selectOptions(field.method(), 'cash');
    await user.type(field.depositor(), 'Eze');
    await user.type(field.purpose(), 'Second term tuition');
    await confirmWithPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Payment recorded successfully!')).toBeInTheDocument();
    const after = readCollection(localStorage, 'students').find((s) => s._id === student._id);
    expect(after!.balance).toBe(0);
  });

  it('beside the balance says what is due now and since when the student is late', async () => {
    const { user, arranged } = await renderScreen(<PaymentRecordPage />, {
      arrange: arrangeLateFamily,
      route: ({ student }) => `/payments/record?student=${student._id}`,
    });
    await screen.findByRole('button', { name: /Obi Ada/ });
    expect(figure('Balance')).toBe('NGN 35,000');
    expect(figure('Due now')).toBe('NGN 15,000');
    expect(figure('Late since')).toBe(formatDay(sessionDays(sessionOf())!.first));

    // Her brother owes, all of it due on the session's last day: nothing is due now.
    await user.click(screen.getByRole('button', { name: /^Select student/ }));
    await user.type(
      screen.getByRole('combobox', { name: 'Search students' }),
      arranged.brother._id,
    );
    await user.keyboard('{Enter}');
    expect(figure('Due now')).toBe('NGN 0');
    expect(screen.queryByText('Late since', { selector: 'dt' })).toBeNull();
  });

  it('asks before more than the balance: Cancel keeps the form, Continue records it', async () => {
    const student = await demoStudent();
    const { user } = await renderScreen(<PaymentRecordPage />, {
      route: `/payments/record?student=${student._id}`,
    });
    await screen.findByRole('button', { name: new RegExp(student.fullname) });
    await user.type(field.amount(), String(student.balance + 5000));
    await user.selectOptions(field.method(), 'cash');
    await user.type(field.depositor(), 'Eze');
    await user.type(field.purpose(), 'Second term tuition');
    const submit = screen.getByRole('button', { name: 'Record payment' });
    await user.click(submit);

    const naira = (value: number) => `NGN ${value.toLocaleString('en-US')}`;
    const ask = screen.getByRole('dialog', { name: 'Pay more than the balance?' });
    expect(ask).toHaveAccessibleDescription(
      `${naira(student.balance + 5000)} is NGN 5,000 more than the balance of ${naira(student.balance)}. ` +
        'The NGN 5,000 becomes a credit for the next term.',
    );
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submit).toHaveFocus();
    expect(field.amount()).toHaveValue(student.balance + 5000);
    expect(field.method()).toHaveValue('cash');
    expect(field.depositor()).toHaveValue('Eze');

    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await screen.findByRole('dialog', { name: 'Please enter Admin password.' });
    await waitFor(() => expect(password).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(submit).toHaveFocus());

    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await confirmWithPassword(user, GUEST_CREDENTIALS.password);
    expect(await screen.findByText('Payment recorded successfully!')).toBeInTheDocument();
    const after = readCollection(localStorage, 'students').find((s) => s._id === student._id);
    expect(after!.balance).toBe(-5000);
  });

  it('keeps what was typed and says which fields are wrong, asking no password', async () => {
    const { user } = await renderScreen(<PaymentRecordPage />, { route: '/payments/record' });
    await screen.findByRole('button', { name: 'Select student Choose a student' });
    await user.selectOptions(field.method(), 'pos');
    await user.clear(field.received());
    await user.type(field.received(), '2999-01-01');
    await user.type(field.amount(), '999');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const messages: Array<[HTMLElement, string]> = [
      [field.amount(), 'Minimum of 1000'],
      [field.received(), 'Date received cannot be in the future'],
      [field.reference(), 'Reference is required for bank transfers and POS payments'],
      [field.depositor(), 'Depositor name is required'],
      [field.purpose(), 'Purpose is required'],
    ];
    for (const [input, message] of messages) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByText('Student is required')).toBeInTheDocument();
    expect(field.amount()).toHaveValue(999);
    expect(field.method()).toHaveValue('pos');
    expect(field.reference()).toHaveAccessibleName('Bank or terminal reference');

    await user.selectOptions(field.method(), 'cash');
    expect(field.reference()).toHaveAccessibleName('Bank or terminal reference (optional)');
  });

  it('refuses a reference already recorded for the school, linking the payment it repeats', async () => {
    const student = await demoStudent();
    const schoolPayments = readCollection(localStorage, 'payments').filter(
      (payment) => payment.schoolId === student.schoolId,
    );
    const earlier = schoolPayments.find(
      (payment) => payment.method === 'transfer' && payment.status === 'success',
    )!;
    const stored = readCollection(localStorage, 'payments').length;
    const { user, location } = await renderScreen(<PaymentRecordPage />, {
      route: `/payments/record?student=${student._id}`,
    });
    await screen.findByRole('button', { name: new RegExp(student.fullname) });
    await fillTransfer(user, earlier.externalReference.toLowerCase());
    await confirmWithPassword(user, GUEST_CREDENTIALS.password);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field.reference()).toHaveAttribute('aria-invalid', 'true');
    expect(field.reference()).toHaveAccessibleDescription(
      expect.stringContaining('This reference is already recorded for this school.'),
    );
    await waitFor(() => expect(field.reference()).toHaveFocus());
    expect(field.depositor()).toHaveValue('Eze');
    expect(readCollection(localStorage, 'payments')).toHaveLength(stored);
    await user.click(screen.getByRole('link', { name: 'View the payment already recorded' }));
    expect(location().pathname).toBe(`/payments/${earlier._id}`);
  });

  it('without a current school says so and links to /schools', async () => {
    await renderScreen(<PaymentRecordPage />, { route: '/payments/record', school: null });
    expect(
      screen.getByText('No school is selected. Choose a school first to record a payment to it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Amount' })).toBeNull();
  });

  it('opens the form for the demo bursar, who records the bursary’s payments', async () => {
    await renderScreen(<PaymentRecordPage />, {
      route: '/payments/record',
      arrange: () => actAsInDemo('bursar'),
    });
    expect(await screen.findByRole('spinbutton', { name: 'Amount' })).toBeInTheDocument();
  });

  it('tells a viewer, who opens it by its address, that only the owner or bursar records payments', async () => {
    await renderScreen(<PaymentRecordPage />, {
      route: '/payments/record',
      arrange: ({ source, school }) => holdAsViewer(source, school!._id),
    });
    expect(
      await screen.findByText("Only the school's owner or bursar can record payments."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Amount' })).toBeNull();
    expectLinks({ 'Back to payments': '/payments' });
  });
});
