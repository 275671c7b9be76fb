import { clampPercent } from './clamp-percent';

describe('clampPercent', () => {
  it('keeps 0 to 100 and rounds to a whole number', () => {
    expect(clampPercent(0)).toBe(0);
    expect(clampPercent(42)).toBe(42);
    expect(clampPercent(42.6)).toBe(43);
    expect(clampPercent(100)).toBe(100);
  });

  it('stops at the ends', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(250)).toBe(100);
  });

  it('gives null for what is not a number', () => {
    expect(clampPercent(Number.NaN)).toBeNull();
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
