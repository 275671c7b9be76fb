/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { screen } from '@testing-library/react';
import { schoolToday } from '@fees/shared-data';
import { arrangeClassroomWithStudent, renderScreen } from '@fees/shared-ui/testing';
import { GlobalSearch } from './global-search';

const box = () =>
  screen.getByRole('combobox', { name: 'Search by name, receipt number or parent phone' });

/** A phone of this test's own: the run's account is shared, and other tests use theirs. */
const phone = `0809${String(Date.now()).slice(-7)}`;

/** Obi Ada of Primary3, whose parent's phone is `phone`, and a payment with its receipt. */
async function arrange() {
  return renderScreen(<GlobalSearch />, {
    session: 'account',
    arrange: async (context) => {
      const { student } = await arrangeClassroomWithStudent(context, { phoneNo: phone });
      const payment = await context.source.recordOfflinePayment(
        {
          schoolId: context.school!._id,
          studentId: student._id,
          amount: 10000,
          method: 'cash',
          receivedOn: schoolToday(new Date()),
          depositorName: 'Ngozi Obi',
          email: '',
          purpose: 'School fees',
          externalReference: '',
        },
        context.password!,
      );
      return { payment };
    },
  });
}

test('an account finds a receipt by its number, with its student, class and school, and opens it', async () => {
  const { user, location, school, arranged } = await arrange();
  const { payment } = arranged;
  expect(payment.receiptNo).not.toBe('');

  await user.type(box(), payment.receiptNo.toLowerCase());
  // Other schools of the shared account may hold the same number: the school tells them apart.
  const option = await screen.findByRole('option', {
    name: `${payment.receiptNo} Obi Ada · Primary3 · ${school!.name} Receipt`,
  });
  await user.click(option);
  expect(location().pathname).toBe(`/payments/${payment._id}`);
});

test("an account finds a student by the parent's phone typed another way", async () => {
  const { user, school } = await arrange();
  await user.type(box(), `+234 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
  // The file's other test gave a child of another school the same phone: each names its school.
  expect(
    await screen.findByRole('option', { name: `Obi Ada Primary3 · ${school!.name} Student` }),
  ).toBeVisible();
});
