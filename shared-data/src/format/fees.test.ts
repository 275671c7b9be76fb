import { expectedFee, expectedFeeKobo, outstandingFee, outstandingFeeKobo, sumNaira } from './fees';

describe('expectedFee', () => {
  it.each([
    [25000, 0, 25000],
    [25000, 10, 22500],
    [25000, 100, 0],
    [33333, 15, 28333.05],
    [1000, 33.3, 667],
    [25000, -10, 25000],
    [25000, 150, 0],
    [25000, Number.NaN, 25000],
  ])('classFees %p with %p%% off → %p', (fees, discount, expected) => {
    expect(expectedFee(fees, discount)).toBe(expected);
  });
});

describe('expectedFeeKobo', () => {
  it('rounds to whole kobo', () => {
    expect(expectedFeeKobo(3_333_300, 15)).toBe(2_833_305);
    expect(expectedFeeKobo(100_001, 50)).toBe(50_001);
    expect(expectedFeeKobo(2_500_000, 100)).toBe(0);
  });
});

describe('outstandingFee', () => {
  it.each([
    [41667.2, 25000, 16667.2],
    [0.3, 0.1, 0.2],
    [80000, 0, 80000],
    [25000, 25000, 0],
    [25000, 30000, 0],
  ])('%p expected, %p paid → %p owed, to the kobo', (expected, paid, owed) => {
    expect(outstandingFee(expected, paid)).toBe(owed);
  });

  it('is outstandingFeeKobo in naira', () => {
    expect(outstandingFeeKobo(4_166_720, 2_500_000)).toBe(1_666_720);
    expect(outstandingFeeKobo(100, 101)).toBe(0);
  });
});

describe('sumNaira', () => {
  it('adds in kobo', () => {
    expect(sumNaira([0.1, 0.2])).toBe(0.3);
    expect(sumNaira([])).toBe(0);
    expect(sumNaira([25000, 1234.5])).toBe(26234.5);
  });
});
