import {
  formatLateSince,
  formatLongDay,
  daysBefore,
  daysBetween,
  formatDate,
  formatDayMonth,
  formatSchoolDateTime,
  isCalendarDay,
  paymentDate,
  schoolToday,
} from './dates';

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

describe('formatSchoolDateTime', () => {
  it('shows the time in Lagos, an hour ahead of GMT, and says WAT', () => {
    expect(formatSchoolDateTime('2025-03-05T23:30:00Z')).toBe('06-03-2025 00:30 WAT');
    expect(formatSchoolDateTime(new Date('2025-07-01T08:05:00Z'))).toBe('01-07-2025 09:05 WAT');
  });

  it('shows nothing for a bad date', () => {
    expect(formatSchoolDateTime('soon')).toBe('');
  });
});

describe('schoolToday', () => {
  it("is the date in Lagos, an hour ahead of UTC, whatever the machine's zone", () => {
    expect(schoolToday(new Date('2026-03-04T22:59:59Z'))).toBe('2026-03-04');
    expect(schoolToday(new Date('2026-03-04T23:00:00Z'))).toBe('2026-03-05');
  });
});

describe('isCalendarDay', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-01-01'])('accepts %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-5', '05-03-2026', '2026-03-05T00:00:00Z', ''])(
    'refuses %s',
    (day) => {
      expect(isCalendarDay(day)).toBe(false);
    },
  );
});

describe('paymentDate', () => {
  it('shows the day a recorded payment was received, unshifted by time zone', () => {
    expect(paymentDate({ receivedOn: '2026-01-31', createdAt: '2026-02-03T09:00:00Z' })).toBe(
      '31-01-2026',
    );
  });

  it('shows the day in Lagos a card payment was made, wherever the browser is', () => {
    // 23:30 and 00:30 in Lagos (UTC+1) fall on the same UTC day but on two school days.
    expect(paymentDate({ receivedOn: '', createdAt: '2026-02-03T22:30:00Z' })).toBe('03-02-2026');
    expect(paymentDate({ receivedOn: '', createdAt: '2026-02-03T23:30:00Z' })).toBe('04-02-2026');
  });
});

describe('daysBefore', () => {
  it('steps back across a month, a leap day and a year', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(daysBefore('2027-01-01', 1)).toBe('2026-12-31');
    expect(daysBefore('2026-11-29', 6)).toBe('2026-11-23');
  });
});

describe('daysBetween', () => {
  it('counts whole days across a month and a leap day, 0 for one day', () => {
    expect(daysBetween('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-01', '2026-12-01')).toBe(30);
  });
});

describe('formatLongDay', () => {
  it('says a calendar day in words, the same in every time zone, and nothing for a non-day', () => {
    expect(formatLongDay('2027-01-15')).toBe('15 January 2027');
    expect(formatLongDay('2026-12-31')).toBe('31 December 2026');
    expect(formatLongDay('2027-02-30')).toBe('');
  });
});

describe('formatLateSince', () => {
  it('says the day and how many days ago it was', () => {
    expect(formatLateSince('2027-01-15', '2027-01-29')).toBe('15 January 2027 (14 days)');
    expect(formatLateSince('2027-01-15', '2027-01-16')).toBe('15 January 2027 (1 day)');
    expect(formatLateSince('2027-01-15', '2027-01-15')).toBe('15 January 2027 (today)');
  });
});

describe('formatDayMonth', () => {
  it('writes a calendar day as a sentence reads it, whatever the zone', () => {
    expect(formatDayMonth('2027-01-15')).toBe('15 January');
    expect(formatDayMonth('2027-02-01')).toBe('1 February');
    expect(formatDayMonth('2027-02-30')).toBe('');
  });
});
