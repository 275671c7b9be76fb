import { feePercent, formatPercent } from './percent';

describe('feePercent', () => {
  it.each([
    [0, 100000, 0],
    [33333, 100000, 33],
    [99999, 100000, 99],
    [100000, 100000, 100],
    [150000, 100000, 100],
    [-5, 100, 0],
    [Number.NaN, 100, 0],
  ])('paid %p of %p → %p', (paid, expected, percent) => {
    expect(feePercent(paid, expected)).toBe(percent);
  });

  it.each([
    [0, 0],
    [500, 0],
    [500, -1],
    [500, Number.NaN],
  ])('paid %p of %p expected has no share', (paid, expected) => {
    expect(feePercent(paid, expected)).toBeNull();
  });

  it('formats with a percent sign', () => {
    expect(formatPercent(feePercent(1, 3)!)).toBe('33%');
  });
});
