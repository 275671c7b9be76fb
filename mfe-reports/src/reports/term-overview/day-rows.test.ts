import type { DayReport } from '@fees/shared-data/core';
import { dayRows, methodsUsed } from './day-rows';

const line = (day: string, method: DayReport['method'], amount: number): DayReport => ({
  day,
  method,
  amount,
});

describe('dayRows', () => {
  it("makes one row per day, in the report's order, with its total and the running total", () => {
    const byDay = [
      line('2026-11-02', 'card', 20000),
      line('2026-11-02', 'cash', 15000),
      line('2026-11-05', 'transfer', 42500),
      line('2026-11-09', 'cash', 5000),
      line('2026-11-09', 'pos', 7000),
      line('2026-11-09', 'other', 1000),
    ];
    expect(dayRows(byDay)).toEqual([
      {
        day: '2026-11-02',
        amounts: { card: 20000, cash: 15000 },
        total: 35000,
        runningTotal: 35000,
      },
      { day: '2026-11-05', amounts: { transfer: 42500 }, total: 42500, runningTotal: 77500 },
      {
        day: '2026-11-09',
        amounts: { cash: 5000, pos: 7000, other: 1000 },
        total: 13000,
        runningTotal: 90500,
      },
    ]);
  });

  it('adds kobo exactly, where naira floats would drift', () => {
    const rows = dayRows([
      line('2026-11-02', 'cash', 0.1),
      line('2026-11-02', 'transfer', 0.2),
      line('2026-11-03', 'cash', 1234.56),
    ]);
    expect(rows.map((row) => [row.total, row.runningTotal])).toEqual([
      [0.3, 0.3],
      [1234.56, 1234.86],
    ]);
  });

  it('has no rows for a term with no payments', () => {
    expect(dayRows([])).toEqual([]);
  });
});

describe('methodsUsed', () => {
  it("lists the methods any day used, card, cash, transfer, POS, other, whatever the days' order", () => {
    const byDay = [
      line('2026-11-02', 'pos', 1000),
      line('2026-11-03', 'cash', 1000),
      line('2026-11-04', 'card', 1000),
      line('2026-11-05', 'cash', 1000),
    ];
    expect(methodsUsed(byDay)).toEqual(['card', 'cash', 'pos']);
    expect(methodsUsed([])).toEqual([]);
  });
});
