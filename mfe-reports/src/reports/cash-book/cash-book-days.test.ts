import { REPORT_REFUSALS } from '@fees/shared-data/core';
import { cashBookRefusal, daysLabel } from './cash-book-days';

describe('daysLabel', () => {
  it('says one day as "on" and a range as "from … to", day first', () => {
    expect(daysLabel({ from: '2026-03-05', to: '2026-03-05' })).toBe('on 05-03-2026');
    expect(daysLabel({ from: '2026-03-01', to: '2026-03-05' })).toBe(
      'from 01-03-2026 to 05-03-2026',
    );
  });
});

describe('cashBookRefusal', () => {
  it('lets a day, and up to 31 days in order, through', () => {
    expect(cashBookRefusal({ from: '2026-03-05', to: '2026-03-05' })).toBeNull();
    expect(cashBookRefusal({ from: '2026-03-01', to: '2026-03-31' })).toBeNull();
  });

  it('refuses 32 days in the words the server uses', () => {
    expect(cashBookRefusal({ from: '2026-03-01', to: '2026-04-01' })).toBe(
      REPORT_REFUSALS.cashBookTooLong,
    );
  });

  it('refuses days out of order in the words of the fields', () => {
    expect(cashBookRefusal({ from: '2026-03-05', to: '2026-03-04' })).toBe(
      'The To day is before the From day: choose days in order.',
    );
  });
});
