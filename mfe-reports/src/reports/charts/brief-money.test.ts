import { formatBriefMoney } from './brief-money';

describe('formatBriefMoney', () => {
  it('writes thousands and millions short, to a tenth at most', () => {
    expect(formatBriefMoney(0)).toBe('NGN 0');
    expect(formatBriefMoney(750)).toBe('NGN 750');
    expect(formatBriefMoney(250000)).toBe('NGN 250K');
    expect(formatBriefMoney(1250000)).toBe('NGN 1.3M');
    expect(formatBriefMoney(12000000)).toBe('NGN 12M');
  });
});
