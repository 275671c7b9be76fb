import { formatCollectionRate } from './collection-rate';

describe('formatCollectionRate', () => {
  it('gives collected as a whole share of billed, rounded down', () => {
    expect(formatCollectionRate(19750.75, 40000)).toBe('49%');
    expect(formatCollectionRate(40000, 40000)).toBe('100%');
    expect(formatCollectionRate(0, 40000)).toBe('0%');
  });

  it("says '–' when nothing was billed", () => {
    expect(formatCollectionRate(0, 0)).toBe('–');
  });
});
