import { creditKobo, studentMoney } from './balance';

describe('studentMoney', () => {
  it('carries arrears of closed terms into this term', () => {
    const money = studentMoney(
      [
        { chargesKobo: 4_500_000, paidKobo: 3_000_000 },
        { chargesKobo: 4_500_000, paidKobo: 4_500_000 },
      ],
      { chargesKobo: 4_500_000, paidKobo: 1_000_000 },
    );
    expect(money).toEqual({
      broughtForwardKobo: 1_500_000,
      chargesKobo: 4_500_000,
      expectedKobo: 6_000_000,
      paidKobo: 1_000_000,
      balanceKobo: 5_000_000,
    });
  });

  it('carries an overpayment as a credit that this term spends first', () => {
    const money = studentMoney([{ chargesKobo: 2_000_000, paidKobo: 2_500_000 }], {
      chargesKobo: 2_000_000,
      paidKobo: 0,
    });
    expect(money.broughtForwardKobo).toBe(-500_000);
    expect(money.expectedKobo).toBe(1_500_000);
    expect(money.balanceKobo).toBe(1_500_000);
  });

  it('is the single-term figures of before with no closed term', () => {
    expect(studentMoney([], { chargesKobo: 2_500_000, paidKobo: 3_000_000 })).toEqual({
      broughtForwardKobo: 0,
      chargesKobo: 2_500_000,
      expectedKobo: 2_500_000,
      paidKobo: 3_000_000,
      balanceKobo: -500_000,
    });
  });
});

describe('creditKobo', () => {
  it('is what was paid ahead, or nothing', () => {
    expect(creditKobo(-500_000)).toBe(500_000);
    expect(creditKobo(0)).toBe(0);
    expect(creditKobo(250)).toBe(0);
  });
});
