import { formatMoney, toKobo, toNaira } from './money';

describe('formatMoney', () => {
  it.each([
    [0, 'NGN 0'],
    [999, 'NGN 999'],
    [1000, 'NGN 1,000'],
    [25000, 'NGN 25,000'],
    [450000, 'NGN 450,000'],
    [1234567, 'NGN 1,234,567'],
    [1234.5, 'NGN 1,234.50'],
    [1234.05, 'NGN 1,234.05'],
    [0.1 + 0.2, 'NGN 0.30'],
    [1000.004, 'NGN 1,000'],
    [-2500, 'NGN -2,500'],
    [Number.NaN, 'NGN 0'],
  ])('%p → %s', (naira, text) => {
    expect(formatMoney(naira)).toBe(text);
  });
});

describe('toKobo / toNaira', () => {
  it.each([
    [1, 100],
    [1.005, 101],
    [1234.5, 123450],
    [0.1 + 0.2, 30],
    [-0.001, 0],
    [1e-7, 0],
  ])('toKobo(%p) = %p', (naira, kobo) => {
    expect(toKobo(naira)).toBe(kobo);
  });

  it('round-trips whole kobo', () => {
    expect(toNaira(123450)).toBe(1234.5);
    expect(toNaira(toKobo(99999999.99))).toBe(99999999.99);
  });

  it('refuses values that are not amounts', () => {
    expect(() => toKobo(Infinity)).toThrow(RangeError);
    expect(() => toKobo(1e20)).toThrow(RangeError);
    expect(() => toNaira(1.5)).toThrow(RangeError);
  });
});
