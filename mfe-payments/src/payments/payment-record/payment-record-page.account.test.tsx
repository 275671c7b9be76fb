/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { formatDay, schoolToday } from '@fees/shared-data';
import { sessionDays, sessionOf } from '@fees/shared-data/core';
import {
  answerAdminPassword,
  arrangeClassroomWithStudent,
  arrangeLateStudent,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PaymentRecordPage } from './payment-record-page';

// Signed in to the real API: the server checks the password, records the payment and recounts.

describe('PaymentRecordPage in account mode', () => {
  it('records a POS payment after the password, and every figure follows', async () => {
    const { user, password, source, location, school, arranged } = await renderScreen(
      <PaymentRecordPage />,
      {
        session: 'own-account',
        arrange: arrangeClassroomWithStudent,
        route: ({ student }) => `/payments/record?student=${student._id}`,
      },
    );
    const { room, student } = arranged;
    await screen.findByRole('button', { name: 'Select student Obi Ada - (Primary3)' });
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '12500.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'pos');
    await user.type(
      screen.getByRole('textbox', { name: 'Bank or terminal reference' }),
      `POS-${Date.now()}`,
    );
    await user.type(screen.getByRole('textbox', { name: 'Depositor name' }), 'Ngozi Okafor');
    await user.type(
      screen.getByRole('textbox', { name: 'Purpose / Description' }),
      'Second term tuition',
    );
    await user.click(screen.getByRole('button', { name: 'Record payment' }));

    const dialog = await answerAdminPassword(user, 'wrong-password');
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    const inSchool = { filter: { schoolId: school!._id } };
    expect((await source.list('payments', inSchool)).total).toBe(0);

    await answerAdminPassword(user, password!);

    expect(await screen.findByText('Payment recorded successfully!')).toBeInTheDocument();
    const { items, amountByMethod } = await source.list('payments', inSchool);
    expect(items).toEqual([
      expect.objectContaining({
        studentId: student._id,
        amount: 12500.5,
        method: 'pos',
        receivedOn: schoolToday(),
        status: 'success',
      }),
    ]);
    expect(amountByMethod).toEqual({ pos: 12500.5 });
    await waitFor(() => expect(location().pathname).toBe(`/payments/${items[0]!._id}`));
    expect(await source.get('students', student._id)).toMatchObject({ totalPaidFees: 12500.5 });
    expect(await source.get('classrooms', room._id)).toMatchObject({ totalFees: 12500.5 });
    expect(await source.get('schools', school!._id)).toMatchObject({ totalFees: 12500.5 });
  });

  it("shows the balance, fills it, and asks before more: the rest is the student's credit", async () => {
    const { user, password, source, arranged } = await renderScreen(<PaymentRecordPage />, {
      session: 'account',
      arrange: arrangeClassroomWithStudent,
      route: ({ student }) => `/payments/record?student=${student._id}`,
    });
    const { student } = arranged;
    await screen.findByRole('button', { name: 'Select student Obi Ada - (Primary3)' });
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Brought forward')).toBe('NGN 0');
    expect(figure('This term')).toBe('NGN 40,000 fees, NGN 0 paid');
    expect(figure('Balance')).toBe('NGN 40,000');
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    await user.click(screen.getByRole('button', { name: 'Pay full balance, NGN 40,000' }));
    expect(amount).toHaveValue(40000);

    await user.clear(amount);
    await user.type(amount, '45000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'cash');
    await user.type(screen.getByRole('textbox', { name: 'Depositor name' }), 'Ngozi Okafor');
    await user.type(
      screen.getByRole('textbox', { name: 'Purpose / Description' }),
      'Second term tuition',
    );
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const ask = screen.getByRole('dialog', { name: 'Pay more than the balance?' });
    expect(ask).toHaveAccessibleDescription(
      'NGN 45,000 is NGN 5,000 more than the balance of NGN 40,000. ' +
        'The NGN 5,000 becomes a credit for the next term.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amount).toHaveValue(45000);

    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await answerAdminPassword(user, password!);
    expect(await screen.findByText('Payment recorded successfully!')).toBeInTheDocument();
    expect(await source.get('students', student._id)).toMatchObject({
      totalPaidFees: 45000,
      balance: -5000,
    });
  });

  it('beside the balance says what is due now and since when the student is late', async () => {
    await renderScreen(<PaymentRecordPage />, {
      session: 'account',
      arrange: arrangeLateStudent,
      route: ({ student }) => `/payments/record?student=${student._id}`,
    });
    await screen.findByRole('button', { name: /Obi Ada/ });
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Balance')).toBe('NGN 35,000');
    expect(figure('Due now')).toBe('NGN 15,000');
    expect(figure('Late since')).toBe(formatDay(sessionDays(sessionOf())!.first));
  });
});
