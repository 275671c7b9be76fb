/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { schoolToday } from '@fees/shared-data';
import {
  answerAdminPassword,
  arrangeClassroomWithStudent,
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
        session: 'account',
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
});
