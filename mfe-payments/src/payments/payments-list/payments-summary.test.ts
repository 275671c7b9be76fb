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

  it('counts the payments that count, as the cash book does, and says how many listed are void', () => {
    expect(paymentsSummary(4, 30000, { cash: 30000 }, 1)).toBe(
      '3 payments, 1 voided, NGN 30,000 in total: Cash NGN 30,000',
    );
    expect(paymentsSummary(2, 0, {}, 2)).toBe('0 payments, 2 voided, NGN 0 in total');
    expect(paymentsSummary(2, 5000, { pos: 5000 }, 0)).toBe(
      '2 payments, NGN 5,000 in total: POS NGN 5,000',
    );
  });

  it('gives only the count while the sum is unknown', () => {
    expect(paymentsSummary(0, undefined, { cash: 1000 })).toBe('0 payments');
  });
});
