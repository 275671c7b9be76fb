import type { Classroom } from '../types/classroom';
import type { School } from '../types/school';
import type { Student } from '../types/student';
import { buildSearchIndex, searchEntries, searchEntryPath } from './search-index';

const index = buildSearchIndex({
  schools: [{ _id: 's1', name: 'Oakwood Academy' } as School],
  classrooms: [{ _id: 'c1', name: 'Primary1', schoolId: 's1' } as Classroom],
  students: [
    { _id: 'p1', fullname: 'Okafor Ada', schoolId: 's1' } as Student,
    { _id: 'p2', fullname: 'Obi Chidi', schoolId: 's1' } as Student,
  ],
});

describe('search index', () => {
  it('lists schools, classrooms and students by name', () => {
    expect(index).toEqual([
      { name: 'Oakwood Academy', _id: 's1', collection: 'schools', schoolId: 's1' },
      { name: 'Primary1', _id: 'c1', collection: 'classrooms', schoolId: 's1' },
      { name: 'Okafor Ada', _id: 'p1', collection: 'students', schoolId: 's1' },
      { name: 'Obi Chidi', _id: 'p2', collection: 'students', schoolId: 's1' },
    ]);
  });

  it('matches case-insensitively anywhere in the name', () => {
    expect(searchEntries(index, 'OKA').map((e) => e._id)).toEqual(['p1']);
    expect(searchEntries(index, 'o').map((e) => e._id)).toEqual(['s1', 'p1', 'p2']);
    expect(searchEntries(index, 'PRIMARY1')).toEqual([index[1]]);
  });

  it('finds nothing for blank text or no match', () => {
    expect(searchEntries(index, '   ')).toEqual([]);
    expect(searchEntries(index, 'zzz')).toEqual([]);
  });

  it('leads to the detail page', () => {
    expect(searchEntryPath(index[3]!)).toBe('/students/p2');
  });

  it("leads to the record's school page when no school is chosen", () => {
    expect(searchEntryPath(index[3]!, false)).toBe('/schools/s1');
    expect(searchEntryPath(index[0]!, false)).toBe('/schools/s1');
  });
});
