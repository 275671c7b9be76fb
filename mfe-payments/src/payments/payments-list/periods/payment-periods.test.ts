import { mondayOf, periodDays } from './payment-periods';

describe('mondayOf', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-26', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-03-01', '2026-02-23'],
    ['2027-01-02', '2026-12-28'],
  ])('puts %s in the week starting %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});

describe('periodDays', () => {
  it('keeps today alone, Monday to today, or no days at all', () => {
    expect(periodDays('today', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(periodDays('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-26' });
    expect(periodDays('term', '2026-11-26')).toEqual({});
    expect(periodDays('all', '2026-11-26')).toEqual({});
  });
});
