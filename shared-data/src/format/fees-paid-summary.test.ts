import { feesPaidSummary } from './fees-paid-summary';

test('says what a fees-paid figure counts, or that nothing is expected yet', () => {
  expect(feesPaidSummary(4_120_000, 6_500_000)).toBe('NGN 4,120,000 of NGN 6,500,000 paid');
  expect(feesPaidSummary(0, 25_000)).toBe('NGN 0 of NGN 25,000 paid');
  expect(feesPaidSummary(0, 0)).toBe('Nothing expected yet');
});
