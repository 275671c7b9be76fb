import {
  firstTerm,
  isSession,
  nextTerm,
  openedAgo,
  sessionOf,
  termDaysRun,
  termLabel,
  termOfDay,
} from './terms';

describe('sessionOf', () => {
  it.each([
    ['2026-09-01T00:00:00+01:00', '2026/2027'],
    ['2027-01-15T12:00:00Z', '2026/2027'],
    ['2027-08-31T22:59:00Z', '2026/2027'],
    // 23:30 UTC on 31 August is already 1 September in Lagos.
    ['2027-08-31T23:30:00Z', '2027/2028'],
  ])('%s is in %s', (instant, session) => {
    expect(sessionOf(new Date(instant))).toBe(session);
  });

  it('gives a new school the first term of that session', () => {
    expect(firstTerm(new Date('2026-11-26T10:00:00Z'))).toEqual({
      session: '2026/2027',
      name: 'First term',
    });
  });
});

describe('nextTerm', () => {
  it('moves through a session, then starts the next one', () => {
    const second = nextTerm({ session: '2026/2027', name: 'First term' });
    expect(second).toEqual({ session: '2026/2027', name: 'Second term', startsSession: false });
    const third = nextTerm(second);
    expect(third).toEqual({ session: '2026/2027', name: 'Third term', startsSession: false });
    expect(nextTerm(third)).toEqual({
      session: '2027/2028',
      name: 'First term',
      startsSession: true,
    });
  });

  it('names a term as the screens do', () => {
    expect(termLabel({ session: '2026/2027', name: 'Second term' })).toBe('Second term 2026/2027');
  });
});

describe('isSession', () => {
  it.each([
    ['2026/2027', true],
    ['2026/2028', false],
    ['2026-2027', false],
    ['26/27', false],
  ])('%s → %p', (value, valid) => {
    expect(isSession(value)).toBe(valid);
  });
});

describe('termOfDay', () => {
  const terms = [
    { _id: 'first', openedAt: '2026-09-07T08:00:00Z', closedAt: '2027-01-04T23:30:00Z' },
    // Opened at 23:30 UTC on 4 January: 5 January in Lagos.
    { _id: 'second', openedAt: '2027-01-04T23:30:00Z', closedAt: null },
  ];

  it.each([
    ['2026-08-01', 'first'],
    ['2026-12-20', 'first'],
    ['2027-01-04', 'first'],
    ['2027-01-05', 'second'],
    ['2027-03-01', 'second'],
  ])('a payment received on %s belongs to the %s term', (day, id) => {
    expect(termOfDay(terms, day)._id).toBe(id);
  });
});

describe('termDaysRun and openedAgo', () => {
  it('counts Lagos days: a term opened late in the evening in UTC opened the next Lagos day', () => {
    // 23:30 UTC on 1 November is 00:30 on 2 November in Lagos.
    expect(termDaysRun('2026-11-01T23:30:00Z', '2026-11-02')).toBe(0);
    expect(termDaysRun('2026-11-01T10:00:00Z', '2026-11-04')).toBe(3);
  });

  it('never counts below 0, and reads as a person would say it', () => {
    expect(termDaysRun('2026-11-05T10:00:00Z', '2026-11-04')).toBe(0);
    expect([0, 1, 23].map(openedAgo)).toEqual([
      'opened today',
      'opened 1 day ago',
      'opened 23 days ago',
    ]);
  });
});
