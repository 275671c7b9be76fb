import { overpaid, owed, payLinkFigures, thisTermFees } from './balance-figures';

const figures = (broughtForward: number, expected: number, paid: number) => ({
  broughtForward,
  expected,
  paid,
  balance: expected - paid,
});

describe('balance figures', () => {
  it('splits this term from what earlier terms left, in whole kobo', () => {
    expect(thisTermFees(figures(8500, 43500, 0))).toBe(35000);
    expect(thisTermFees(figures(0.1, 0.3, 0))).toBe(0.2);
    expect(thisTermFees(figures(-5000, 35000, 0))).toBe(40000);
  });

  it('owes the balance when above nothing, and nothing for a credit', () => {
    expect(owed(figures(0, 40000, 15000.5))).toBe(24999.5);
    expect(owed(figures(-5000, 35000, 40000))).toBe(0);
  });

  it('counts as overpaid only what goes beyond the balance, all of it when in credit', () => {
    expect(overpaid(figures(0, 25000, 0), 25000)).toBe(0);
    expect(overpaid(figures(0, 25000, 0), 30000)).toBe(5000);
    expect(overpaid(figures(0, 25000, 0), 25000.01)).toBe(0.01);
    expect(overpaid(figures(0, 25000, 25000), 1000)).toBe(1000);
    expect(overpaid(figures(0, 25000, 27000), 3000)).toBe(3000);
  });

  it("reads a pay link's balance as expected less paid, a credit below nothing", () => {
    const view = {
      ...{ schoolName: 'Sunrise', studentName: 'Ada Obi', className: 'JSS1', term: 'First term' },
      ...{ broughtForward: -2000, feesExpected: 38000, feesPaid: 40000.5, outstanding: 0 },
      ...{ dueNow: 0, overdueSince: null, instalments: [] },
      parentEmail: '',
      transferAccount: null,
    };
    expect(payLinkFigures(view)).toEqual({
      broughtForward: -2000,
      expected: 38000,
      paid: 40000.5,
      balance: -2000.5,
    });
  });
});
