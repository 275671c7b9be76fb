import { creditKobo, overpaymentKobo, recordedMoney, studentMoney } from './balance';

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

describe('recordedMoney', () => {
  it("reads this term's charges and the balance from a record's running totals", () => {
    expect(recordedMoney(850_000, 4_350_000, 1_000_050)).toEqual({
      broughtForwardKobo: 850_000,
      chargesKobo: 3_500_000,
      expectedKobo: 4_350_000,
      paidKobo: 1_000_050,
      balanceKobo: 3_349_950,
    });
    expect(recordedMoney(-500_000, 3_500_000, 4_000_000).balanceKobo).toBe(-500_000);
  });

  it('agrees with studentMoney on the same ledger', () => {
    const money = studentMoney([{ chargesKobo: 4_500_000, paidKobo: 3_000_000 }], {
      chargesKobo: 4_500_000,
      paidKobo: 1_000_000,
    });
    expect(recordedMoney(money.broughtForwardKobo, money.expectedKobo, money.paidKobo)).toEqual(
      money,
    );
  });
});

describe('overpaymentKobo', () => {
  it('is the part of a payment beyond what is owed', () => {
    expect(overpaymentKobo(2_500_000, 2_500_000)).toBe(0);
    expect(overpaymentKobo(2_500_000, 1_000_000)).toBe(0);
    expect(overpaymentKobo(2_500_000, 3_000_000)).toBe(500_000);
    expect(overpaymentKobo(2_500_000, 2_500_001)).toBe(1);
  });

  it('is all of it when nothing is owed, a credit included', () => {
    expect(overpaymentKobo(0, 100_000)).toBe(100_000);
    expect(overpaymentKobo(-200_000, 300_000)).toBe(300_000);
  });
});
