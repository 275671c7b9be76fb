import { paymentsSummary } from './payments-summary';

describe('paymentsSummary', () => {
  it('counts the payments and sums them, split by method in the usual order', () => {
    expect(paymentsSummary(3, 40000.5, { transfer: 15000, card: 25000.5 })).toBe(
      '3 payments, NGN 40,000.50 in total: Card NGN 25,000.50 · Bank transfer NGN 15,000',
    );
  });

  it('says one payment, and leaves the split out when there is none', () => {
    expect(paymentsSummary(1, 0)).toBe('1 payment, NGN 0 in total');
  });

  it('gives only the count while the sum is unknown', () => {
    expect(paymentsSummary(0, undefined, { cash: 1000 })).toBe('0 payments');
  });
});
