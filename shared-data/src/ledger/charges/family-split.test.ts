import {
  arrearsKobo,
  chosenShares,
  splitFamilyPayment,
  type FamilyChildDebt,
} from './family-split';

/** A child with `broughtForward` from earlier terms, `charges` this term and `paid` this term. */
const child = (id: string, broughtForward: number, charges: number, paid = 0): FamilyChildDebt => ({
  id,
  broughtForwardKobo: broughtForward,
  expectedKobo: broughtForward + charges,
  paidKobo: paid,
});

describe('splitFamilyPayment', () => {
  const family = [child('ada', 0, 50_000_00), child('bayo', 20_000_00, 40_000_00, 5_000_00)];

  it("pays every child's arrears before any of this term's fees", () => {
    expect(splitFamilyPayment(10_000_00, family)).toEqual([{ id: 'bayo', amountKobo: 10_000_00 }]);
  });

  it("then this term's balances in the family's order", () => {
    expect(splitFamilyPayment(60_000_00, family)).toEqual([
      { id: 'ada', amountKobo: 45_000_00 },
      { id: 'bayo', amountKobo: 15_000_00 },
    ]);
  });

  it('is kobo-exact, the shares adding up to the amount', () => {
    const odd = [child('a', 333, 1_001), child('b', 0, 2_002, 1), child('c', 7, 0)];
    for (const amount of [1, 340, 1_334, 3_342, 9_999]) {
      const shares = splitFamilyPayment(amount, odd);
      expect(shares.reduce((sum, share) => sum + share.amountKobo, 0)).toBe(amount);
      expect(shares.every((share) => Number.isInteger(share.amountKobo))).toBe(true);
    }
  });

  it('leaves what is paid beyond every balance as a credit of the first child', () => {
    expect(splitFamilyPayment(110_000_00, family)).toEqual([
      { id: 'ada', amountKobo: 55_000_00 },
      { id: 'bayo', amountKobo: 55_000_00 },
    ]);
  });

  it('gives a child in credit nothing, however their credit came', () => {
    const credit = [child('ada', -5_000_00, 3_000_00), child('bayo', 0, 10_000_00)];
    expect(splitFamilyPayment(4_000_00, credit)).toEqual([{ id: 'bayo', amountKobo: 4_000_00 }]);
  });

  it('counts what was paid this term against the arrears first', () => {
    expect(arrearsKobo(child('bayo', 20_000_00, 40_000_00, 25_000_00))).toBe(0);
    expect(arrearsKobo(child('bayo', 20_000_00, 40_000_00, 5_000_00))).toBe(15_000_00);
  });
});

describe('chosenShares', () => {
  const family = [child('ada', 0, 50_000_00), child('bayo', 0, 40_000_00)];

  it("keeps the parent's shares in the family's order, leaving out a child given nothing", () => {
    const chosen = [
      { id: 'bayo', amountKobo: 30_000_00 },
      { id: 'ada', amountKobo: 0 },
    ];
    expect(chosenShares(30_000_00, family, chosen)).toEqual([
      { id: 'bayo', amountKobo: 30_000_00 },
    ]);
  });

  it('refuses shares that miss the amount, repeat a child or name a stranger', () => {
    expect(chosenShares(10, family, [{ id: 'ada', amountKobo: 9 }])).toBeNull();
    expect(
      chosenShares(10, family, [
        { id: 'ada', amountKobo: 5 },
        { id: 'ada', amountKobo: 5 },
      ]),
    ).toBeNull();
    expect(chosenShares(10, family, [{ id: 'zara', amountKobo: 10 }])).toBeNull();
  });
});
