import { readCollection, useSessionStore } from '@fees/shared-data';
import type { Student } from '@fees/shared-data/core';
import { renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PaymentForm } from './payment-form';

const field = {
  student: () => screen.getByRole('button', { name: /^Select student/ }),
  depositor: () => screen.getByRole('textbox', { name: 'Depositor name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  amount: () => screen.getByRole('spinbutton', { name: 'Amount' }),
  purpose: () => screen.getByRole('textbox', { name: 'Purpose / Description' }),
};

async function schoolStudents(): Promise<Student[]> {
  await useSessionStore.getState().loginGuest();
  const students = readCollection(localStorage, 'students');
  return students.filter((student) => student.schoolId === students[0]!.schoolId);
}

async function renderForm(initialStudent?: Student) {
  const students = await schoolStudents();
  const onPay = jest.fn();
  const view = await renderScreen(
    <PaymentForm students={students} initialStudent={initialStudent} busy={false} onPay={onPay} />,
  );
  return { ...view, students, onPay };
}

async function chooseStudent(user: Awaited<ReturnType<typeof renderForm>>['user'], text: string) {
  await user.click(field.student());
  await user.type(screen.getByRole('combobox', { name: 'Search students' }), text);
  await user.keyboard('{Enter}');
}

describe('PaymentForm', () => {
  it("shows each required message under its field, and 'Make payment' opens nothing", async () => {
    const { user, onPay } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Make payment' }));

    expect(field.student()).toHaveAccessibleDescription('Student name is required');
    expect(field.student()).toHaveAttribute('aria-invalid', 'true');
    expect(field.depositor()).toHaveAccessibleDescription('Depositor name is required');
    expect(field.email()).toHaveAccessibleDescription('Email is required');
    expect(field.amount()).toHaveAccessibleDescription('Amount is required');
    expect(field.purpose()).toHaveAccessibleDescription('Purpose is required');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('keeps the lengths, the minimum amount and the e-mail format, with their messages', async () => {
    const { user } = await renderForm();
    await user.type(field.depositor(), 'Ez');
    await user.type(field.email(), 'ngozi@');
    await user.type(field.amount(), '999');
    await user.type(field.purpose(), 'Fees');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(field.depositor()).toHaveAccessibleDescription('Name must be at least 3 characters');
    expect(field.email()).toHaveAccessibleDescription('Email is invalid');
    expect(field.amount()).toHaveAccessibleDescription('Minimum of 1000');
    expect(field.purpose()).toHaveAccessibleDescription('Name must be at least 10 characters');

    await user.clear(field.depositor());
    await user.click(field.depositor());
    await user.paste('x'.repeat(101));
    await user.clear(field.purpose());
    await user.click(field.purpose());
    await user.paste('y'.repeat(101));
    await user.clear(field.amount());
    await user.type(field.amount(), '1000.005');
    expect(field.depositor()).toHaveAccessibleDescription('Name must not exceed 100 characters');
    expect(field.purpose()).toHaveAccessibleDescription('Name must not exceed 100 characters');
    expect(field.amount()).toHaveAccessibleDescription('Amount can have at most 2 decimal places');

    await user.clear(field.depositor());
    await user.type(field.depositor(), 'Eze');
    await user.clear(field.email());
    await user.type(field.email(), 'ngozi@example.com');
    await user.clear(field.amount());
    await user.type(field.amount(), '1000');
    for (const control of [field.depositor(), field.email(), field.amount()]) {
      expect(control).not.toHaveAttribute('aria-invalid');
    }
  });

  it('lists students as "fullname - (classroom)" and searches name and id in lower case', async () => {
    const { user, students } = await renderForm();
    const [first, second] = students as [Student, Student];
    await user.click(field.student());
    const search = screen.getByRole('combobox', { name: 'Search students' });
    expect(search).toHaveFocus();
    const list = screen.getByRole('listbox', { name: 'Students' });
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent(
      `${first.fullname} - (${first.classroom})`,
    );
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute(
      'aria-setsize',
      String(students.length),
    );

    await user.type(search, second.fullname.toUpperCase());
    const byName = within(list).getAllByRole('option');
    expect(byName.length).toBeGreaterThan(0);
    for (const option of byName) {
      expect(option.textContent?.toLowerCase()).toContain(second.fullname.toLowerCase());
    }

    await user.clear(search);
    await user.type(search, first._id.slice(-8).toUpperCase());
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(within(list).getByRole('option')).toHaveTextContent(first.fullname);

    await user.clear(search);
    await user.type(search, 'no such student at all');
    expect(within(list).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No students match');
  });

  it('works from the keyboard: arrows open and move, Enter chooses, Escape closes', async () => {
    const { user, students } = await renderForm();
    const [, second, third] = students as [Student, Student, Student];
    field.student().focus();
    await user.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox', { name: 'Search students' });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const active = document.getElementById(search.getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent(second.fullname);
    expect(active).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.student()).toHaveFocus();
    expect(field.student()).toHaveAccessibleName(
      `Select student ${second.fullname} - (${second.classroom})`,
    );

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.student()).toHaveFocus();
    expect(field.student()).not.toHaveAccessibleName(new RegExp(third.fullname));
  });

  it('opens the confirmation with the amount as NGN; Cancel closes it and resets the form', async () => {
    const { user, students, onPay } = await renderForm();
    const student = students[3]!;
    await chooseStudent(user, student._id);
    await user.type(field.depositor(), 'Ngozi Okafor');
    await user.type(field.email(), 'ngozi@example.com');
    await user.type(field.amount(), '65000');
    await user.type(field.purpose(), 'Second term tuition');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));

    const dialog = screen.getByRole('dialog', {
      name: 'Please confirm student information before proceeding.',
    });
    const row = (name: string) => within(dialog).getByRole('row', { name });
    expect(row(`Student name ${student.fullname}`)).toBeVisible();
    expect(row(`Class ${student.classroom}`)).toBeVisible();
    expect(row(`Student ID ${student._id}`)).toBeVisible();
    expect(row('Amount NGN 65,000')).toBeVisible();
    expect(row('Depositor name Ngozi Okafor')).toBeVisible();
    expect(row('Depositor email ngozi@example.com')).toBeVisible();
    expect(row('Purpose Second term tuition')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field.depositor()).toHaveValue('');
    expect(field.amount()).toHaveValue(null);
    expect(field.student()).toHaveAccessibleName('Select student Choose a student');
    expect(onPay).not.toHaveBeenCalled();
  });

  it("hands the confirmed values to the checkout on 'Pay Fees'", async () => {
    const students = await schoolStudents();
    const student = students[5]!;
    const { user, onPay } = await renderForm(student);
    expect(field.student()).toHaveAccessibleName(
      `Select student ${student.fullname} - (${student.classroom})`,
    );
    await user.type(field.depositor(), 'Ngozi Okafor');
    await user.type(field.email(), 'ngozi@example.com');
    await user.type(field.amount(), '25000');
    await user.type(field.purpose(), 'Second term tuition');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay Fees' }));

    expect(onPay).toHaveBeenCalledTimes(1);
    expect(onPay.mock.calls[0][0]).toEqual({
      studentId: student._id,
      studentName: student.fullname,
      studentClass: student.classroom,
      depositorName: 'Ngozi Okafor',
      email: 'ngozi@example.com',
      amount: 25000,
      purpose: 'Second term tuition',
    });
  });

  it("shows the chosen student's balance; 'Pay full balance' fills it and more asks first", async () => {
    const { user, students, onPay } = await renderForm();
    const student = students.find((item) => item.broughtForward > 0 && item.balance > 0)!;
    const naira = (value: number) => `NGN ${value.toLocaleString('en-US')}`;
    expect(screen.queryByText('Brought forward')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay full balance/ })).toBeNull();
    await chooseStudent(user, student._id);

    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(screen.getByText('Balance').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(figure('Brought forward')).toBe(`${naira(student.broughtForward)} arrears`);
    expect(figure('Balance')).toBe(naira(student.balance));
    await user.click(
      screen.getByRole('button', { name: `Pay full balance, ${naira(student.balance)}` }),
    );
    expect(field.amount()).toHaveValue(student.balance);

    await user.type(field.amount(), '0');
    await user.type(field.depositor(), 'Ngozi Okafor');
    await user.type(field.email(), 'ngozi@example.com');
    await user.type(field.purpose(), 'Second term tuition');
    const submit = screen.getByRole('button', { name: 'Make payment' });
    await user.click(submit);
    const extra = student.balance * 9;
    const ask = screen.getByRole('dialog', { name: 'Pay more than the balance?' });
    expect(ask).toHaveAccessibleDescription(
      `${naira(student.balance * 10)} is ${naira(extra)} more than the balance of ` +
        `${naira(student.balance)}. The ${naira(extra)} becomes a credit for the next term.`,
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submit).toHaveFocus();
    expect(field.amount()).toHaveValue(student.balance * 10);
    expect(field.depositor()).toHaveValue('Ngozi Okafor');

    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Please confirm student information before proceeding.',
    });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(submit).toHaveFocus());
    expect(field.amount()).toHaveValue(student.balance * 10);

    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const again = await screen.findByRole('dialog', {
      name: 'Please confirm student information before proceeding.',
    });
    expect(
      within(again).getByRole('row', { name: `Amount ${naira(student.balance * 10)}` }),
    ).toBeVisible();
    await user.click(within(again).getByRole('button', { name: 'Pay Fees' }));
    expect(onPay).toHaveBeenCalledWith(
      expect.objectContaining({ studentId: student._id, amount: student.balance * 10 }),
      expect.anything(),
    );
  });
});
