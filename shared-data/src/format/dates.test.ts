import { formatDate } from './dates';

describe('formatDate', () => {
  it('shows day-month-year in local time', () => {
    expect(formatDate(new Date(2025, 2, 5, 10, 30))).toBe('05-03-2025');
    expect(formatDate(new Date(2024, 11, 31).getTime())).toBe('31-12-2024');
  });

  it('reads ISO strings', () => {
    const iso = new Date(2025, 0, 9).toISOString();
    expect(formatDate(iso)).toBe('09-01-2025');
  });

  it('shows nothing for a bad date', () => {
    expect(formatDate('yesterday')).toBe('');
  });
});
