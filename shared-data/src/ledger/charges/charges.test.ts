import { chargeLines, termChargesKobo } from './charges';

const items = [
  { _id: 'books', name: 'Books', amountKobo: 1_250_000, optional: false },
  { _id: 'bus', name: 'School bus', amountKobo: 3_000_000, optional: true },
  { _id: 'lunch', name: 'Lunch', amountKobo: 2_000_000, optional: true },
];

describe('chargeLines', () => {
  it('charges the class fee, the discount off it, required items and the optional ones taken', () => {
    expect(
      chargeLines({ classFeesKobo: 4_500_000, discount: 10, items, optionalItems: ['bus'] }),
    ).toEqual([
      { name: 'Class fee', amountKobo: 4_500_000 },
      { name: 'Discount (10%)', amountKobo: -450_000 },
      { name: 'Books', amountKobo: 1_250_000 },
      { name: 'School bus', amountKobo: 3_000_000 },
    ]);
  });

  it("takes a sibling discount off what the student's own discount leaves of the class fee", () => {
    // 10% off NGN 45,000 leaves NGN 40,500; 15% of that is NGN 6,075.
    expect(
      chargeLines({
        classFeesKobo: 4_500_000,
        discount: 10,
        siblingDiscount: 15,
        items,
        optionalItems: [],
      }),
    ).toEqual([
      { name: 'Class fee', amountKobo: 4_500_000 },
      { name: 'Discount (10%)', amountKobo: -450_000 },
      { name: 'Sibling discount (15%)', amountKobo: -607_500 },
      { name: 'Books', amountKobo: 1_250_000 },
    ]);
  });

  it('takes the discount off the class fee only, to the kobo', () => {
    // 15% off NGN 33,333 is NGN 4,999.95; the items stay whole.
    expect(
      termChargesKobo({
        classFeesKobo: 3_333_300,
        discount: 15,
        items,
        optionalItems: ['lunch', 'bus'],
      }),
    ).toBe(2_833_305 + 1_250_000 + 3_000_000 + 2_000_000);
  });

  it('is the class fee alone with no discount and no items, as before terms', () => {
    expect(
      chargeLines({ classFeesKobo: 2_500_000, discount: 0, items: [], optionalItems: [] }),
    ).toEqual([{ name: 'Class fee', amountKobo: 2_500_000 }]);
  });

  it('ignores a choice of an item the class does not have', () => {
    expect(
      termChargesKobo({ classFeesKobo: 1_000_000, discount: 0, items, optionalItems: ['other'] }),
    ).toBe(1_000_000 + 1_250_000);
  });
});
