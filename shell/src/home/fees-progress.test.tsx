import { act, screen } from '@testing-library/react';
import {
  collectionKey,
  feePercent,
  formatMoney,
  queryClient,
  readCollection,
  termLabel,
  useCurrentSchoolStore,
} from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { FeesProgress } from './fees-progress';

test("shows the chosen school's paid ÷ expected, and follows the data", async () => {
  const { school, source } = await renderScreen(<FeesProgress />);
  const percent = feePercent(school!.totalFees, school!.totalFeesExpected)!;
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

  const after = feePercent(school!.totalFees + owed, school!.totalFeesExpected)!;
  expect(after).toBeGreaterThan(percent);
  expect(await screen.findByText(`${after}%`)).toBeInTheDocument();
});

test("with no school chosen it adds up all of the user's schools, in words, naming their terms", async () => {
  const { source } = await renderScreen(<FeesProgress />, { school: null });
  const schools = readCollection(localStorage, 'schools');
  const paid = schools.reduce((sum, school) => sum + school.totalFees, 0);
  const expected = schools.reduce((sum, school) => sum + school.totalFeesExpected, 0);
  const percent = feePercent(paid, expected)!;

  expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
  expect(
    screen.getByText(`Fees paid across your ${schools.length} schools:`, { exact: false }),
  ).toHaveTextContent(`${percent}%`);
  expect(
    screen.getByText(`${formatMoney(paid)} of ${formatMoney(expected)} paid`),
  ).toBeInTheDocument();
  const current = await Promise.all(
    schools.map(async (school) => termLabel((await source.listTerms(school._id)).at(-1)!)),
  );
  // The demo's schools share one term, named once.
  expect(new Set(current).size).toBe(1);
  expect(await screen.findByText(current[0]!)).toBeInTheDocument();
});

test("a school expecting nothing yet reads '–', like its ring, and shows no bar", async () => {
  await renderScreen(<FeesProgress />, {
    arrange: async ({ source, password }) => {
      const school = await source.create(
        'schools',
        { name: 'Morning Star School', address: '4 Allen Avenue, Ikeja', level: 'Primary' },
        password!,
      );
      useCurrentSchoolStore.getState().setSchoolId(school._id);
      return school;
    },
  });
  expect(await screen.findByText('Nothing expected yet')).toBeInTheDocument();
  expect(screen.getByText('Fees paid at Morning Star School:', { exact: false })).toHaveTextContent(
    '–',
  );
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('with no school at all it asks for one', async () => {
  await renderScreen(<FeesProgress />, {
    school: null,
    arrange: async () => {
      localStorage.setItem(collectionKey('schools'), '[]');
    },
  });
  expect(
    await screen.findByText('Register a school to see how much of its fees are paid.'),
  ).toBeInTheDocument();
});

test('damaged demo data shows why, and Reset demo data brings the figure back', async () => {
  const { user } = await renderScreen(<FeesProgress />, {
    school: null,
    arrange: async () => {
      localStorage.setItem(collectionKey('schools'), '{not json');
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the fees.');
  await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  expect(screen.getByText(/^Fees paid across your 4 schools:/)).toBeInTheDocument();
});
