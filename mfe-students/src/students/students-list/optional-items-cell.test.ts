import type { FeeItem } from '@fees/shared-data/core';
import { optionalItemsCell, readOptionalItems } from './optional-items-cell';

const items: FeeItem[] = [
  { _id: 'books', name: 'Books and materials', amount: 12500, optional: false },
  { _id: 'bus', name: 'School bus', amount: 30000, optional: true },
  { _id: 'lunch', name: 'Lunch', amount: 20000, optional: true },
];

describe('optionalItemsCell', () => {
  it("names the items taken in the class's order, between semicolons", () => {
    expect(optionalItemsCell(['lunch', 'bus'], items)).toBe('School bus; Lunch');
    expect(optionalItemsCell([], items)).toBe('');
  });
});

describe('readOptionalItems', () => {
  it('takes the named optional items once each, case and outer spaces aside', () => {
    const read = readOptionalItems(' lunch ;SCHOOL BUS;; Lunch;', items, 'Primary5');
    expect(read).toEqual({ taken: [items[1], items[2]], problems: [] });
    expect(readOptionalItems('', items, 'Primary5')).toEqual({ taken: [], problems: [] });
  });

  it('reads back what the export writes', () => {
    const cell = optionalItemsCell(['bus', 'lunch'], items);
    expect(readOptionalItems(cell, items, 'Primary5').taken.map((item) => item._id)).toEqual([
      'bus',
      'lunch',
    ]);
  });

  it('names each name that is not an optional item of the class as a problem', () => {
    expect(readOptionalItems('Swimming; books and materials; Lunch', items, 'Primary5')).toEqual({
      taken: [items[2]],
      problems: [
        'Optional items: Swimming is not a fee item of Primary5 this term',
        'Optional items: books and materials is a required fee item of Primary5, which every student pays',
      ],
    });
    expect(readOptionalItems('Lunch', [], 'Primary6').problems).toEqual([
      'Optional items: Lunch is not a fee item of Primary6 this term',
    ]);
  });
});
