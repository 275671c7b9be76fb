import { act, screen } from '@testing-library/react';
import { feePercent, queryClient, readCollection } from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { FeesProgress } from './fees-progress';

test("shows the chosen school's paid ÷ expected, and follows the data", async () => {
  const { school, source } = await renderScreen(<FeesProgress />);
  const percent = feePercent(school!.totalFees, school!.totalFeesExpected);
  const bar = await screen.findByRole('progressbar');
  expect(bar).toHaveAttribute('aria-valuenow', String(percent));
  expect(screen.getByText(`${percent}%`)).toBeInTheDocument();

  const student = readCollection(localStorage, 'students').find(
    (record) => record.schoolId === school!._id,
  )!;
  // A tenth of what the school expects moves the figure by ten points, whoever pays it.
  const owed = Math.ceil(school!.totalFeesExpected / 10);
  const details = {
    schoolId: school!._id,
    studentId: student._id,
    amount: owed,
    depositorName: 'Tunde Bakare',
    email: 'tunde@example.com',
    purpose: 'Balance of school fees',
  };
  const { reference } = await source.initializePayment(details);
  await source.recordPayment({
    details,
    checkout: { reference, status: 'success', message: 'Approved', transaction: '2' },
  });
  await act(() => queryClient.invalidateQueries());

  const after = feePercent(school!.totalFees + owed, school!.totalFeesExpected);
  expect(after).toBeGreaterThan(percent);
  expect(await screen.findByText(`${after}%`)).toBeInTheDocument();
});

test('with no school chosen it says so instead of showing a number', async () => {
  await renderScreen(<FeesProgress />, { school: null });
  expect(
    screen.getByText('Choose a school to see how much of its fees are paid.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
