import type { Classroom } from '../types/classroom';
import type { Payment } from '../types/payment';
import type { School } from '../types/school';
import type { Student } from '../types/student';
import {
  buildSearchIndex,
  receiptEntries,
  receiptSearchText,
  searchEntries,
  searchEntryPath,
} from './search-index';

const index = buildSearchIndex({
  schools: [
    { _id: 's1', name: 'Oakwood Academy' } as School,
    { _id: 's2', name: 'Sunrise Kids Academy' } as School,
  ],
  classrooms: [{ _id: 'c1', name: 'Primary1', schoolId: 's1' } as Classroom],
  students: [
    {
      _id: 'p1',
      fullname: 'Okafor Ada',
      classroom: 'Primary1',
      schoolId: 's1',
      phoneNo: '0803 123 4567',
    } as Student,
    {
      _id: 'p2',
      fullname: 'Obi Chidi',
      classroom: 'Jss1',
      schoolId: 's2',
      phoneNo: '+234 (803) 123-4567',
    } as Student,
    { _id: 'p3', fullname: 'Eze Bisi', classroom: 'Jss1', schoolId: 's2', phoneNo: '' } as Student,
  ],
});

const phoneOf = '2348031234567';

describe('search index', () => {
  it('lists schools, classrooms and students by name, each with its class and school', () => {
    expect(index).toEqual([
      {
        name: 'Oakwood Academy',
        _id: 's1',
        collection: 'schools',
        schoolId: 's1',
        student: '',
        classroom: '',
        school: '',
        phone: '',
      },
      {
        name: 'Sunrise Kids Academy',
        _id: 's2',
        collection: 'schools',
        schoolId: 's2',
        student: '',
        classroom: '',
        school: '',
        phone: '',
      },
      {
        name: 'Primary1',
        _id: 'c1',
        collection: 'classrooms',
        schoolId: 's1',
        student: '',
        classroom: '',
        school: 'Oakwood Academy',
        phone: '',
      },
      {
        name: 'Okafor Ada',
        _id: 'p1',
        collection: 'students',
        schoolId: 's1',
        student: '',
        classroom: 'Primary1',
        school: 'Oakwood Academy',
        phone: phoneOf,
      },
      {
        name: 'Obi Chidi',
        _id: 'p2',
        collection: 'students',
        schoolId: 's2',
        student: '',
        classroom: 'Jss1',
        school: 'Sunrise Kids Academy',
        phone: phoneOf,
      },
      {
        name: 'Eze Bisi',
        _id: 'p3',
        collection: 'students',
        schoolId: 's2',
        student: '',
        classroom: 'Jss1',
        school: 'Sunrise Kids Academy',
        phone: '',
      },
    ]);
  });

  it('matches case-insensitively anywhere in the name', () => {
    expect(searchEntries(index, 'OKA').map((e) => e._id)).toEqual(['p1']);
    expect(searchEntries(index, 'o').map((e) => e._id)).toEqual(['s1', 'p1', 'p2']);
    expect(searchEntries(index, 'PRIMARY1')).toEqual([index[2]]);
  });

  it("finds students by their parent's phone, typed in any common form", () => {
    for (const typed of ['0803 123 4567', '08031234567', '+2348031234567', '803-123-4567']) {
      expect(searchEntries(index, typed).map((e) => e._id)).toEqual(['p1', 'p2']);
    }
    expect(searchEntries(index, '08031234568')).toEqual([]);
    expect(searchEntries(index, '0803')).toEqual([]);
  });

  it('finds nothing for blank text or no match', () => {
    expect(searchEntries(index, '   ')).toEqual([]);
    expect(searchEntries(index, 'zzz')).toEqual([]);
  });

  it('leads to the detail page', () => {
    expect(searchEntryPath(index[4]!)).toBe('/students/p2');
  });

  it("leads to the record's school page when no school is chosen", () => {
    expect(searchEntryPath(index[4]!, false)).toBe('/schools/s2');
    expect(searchEntryPath(index[0]!, false)).toBe('/schools/s1');
  });
});

describe('receipts in the search', () => {
  it('are looked up only for text with a digit in it, as a receipt number has', () => {
    expect(receiptSearchText(' ska-000123 ')).toBe('ska-000123');
    expect(receiptSearchText('000123')).toBe('000123');
    expect(receiptSearchText('Okafor')).toBeNull();
    expect(receiptSearchText('   ')).toBeNull();
  });

  it("name the receipt's student, class and school, and lead to the payment", () => {
    const payment = {
      _id: 'y1',
      receiptNo: 'SKA-000123',
      studentName: 'Obi Chidi',
      studentClass: 'Jss1',
      schoolId: 's2',
    } as Payment;
    const [receipt] = receiptEntries([payment], index);
    expect(receipt).toEqual({
      name: 'SKA-000123',
      _id: 'y1',
      collection: 'payments',
      schoolId: 's2',
      student: 'Obi Chidi',
      classroom: 'Jss1',
      school: 'Sunrise Kids Academy',
      phone: '',
    });
    expect(searchEntryPath(receipt!)).toBe('/payments/y1');
    expect(searchEntryPath(receipt!, false)).toBe('/schools/s2');
  });
});
