/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { screen } from '@testing-library/react';
import { renderScreen } from '@fees/shared-ui/testing';
import { GlobalSearch } from './global-search';

const box = () =>
  screen.getByRole('combobox', { name: 'Search by name, receipt number or parent phone' });

/** A phone of this test's own: the run's account is shared, and other tests use theirs. */
const phone = `0809${String(Date.now()).slice(-7)}`;

async function arrange() {
  return renderScreen(<GlobalSearch />, {
    session: 'account',
    arrange: async ({ source, school, password }) => {
      const room = await source.create(
        'classrooms',
        { name: 'Jss1', classTeacher: 'Mrs Adebayo', classFees: 45000, schoolId: school!._id },
        password!,
      );
      const student = await source.create(
        'students',
        {
          fullname: 'Okafor Ada',
          age: 11,
          sex: 'Female',
          phoneNo: phone,
          parentEmail: '',
          discount: 0,
          classroom: room._id,
          schoolId: school!._id,
          optionalItems: [],
        },
        password!,
      );
      const payment = await source.recordOfflinePayment(
        {
          schoolId: school!._id,
          studentId: student._id,
          amount: 10000,
          method: 'cash',
          receivedOn: new Date().toISOString().slice(0, 10),
          depositorName: 'Ngozi Okafor',
          email: '',
          purpose: 'School fees',
          externalReference: '',
        },
        password!,
      );
      return { student, payment };
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
    name: new RegExp(`${payment.receiptNo}.*Okafor Ada · Jss1 · ${school!.name}`),
  });
  expect(option).toHaveTextContent('Receipt');
  await user.click(option);
  expect(location().pathname).toBe(`/payments/${payment._id}`);
});

test("an account finds a student by the parent's phone typed another way", async () => {
  const { user, school } = await arrange();
  await user.type(box(), `+234 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
  // The file's other test gave a child of another school the same phone: each names its school.
  expect(
    await screen.findByRole('option', { name: `Okafor Ada Jss1 · ${school!.name} Student` }),
  ).toBeVisible();
});
