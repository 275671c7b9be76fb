import type { Classroom, FeeItem } from '@fees/shared-data/core';
import { readStudentFile } from './read-student-file';

function room(_id: string, name: string): Classroom {
  return {
    _id,
    createdAt: '2026-09-01T08:00:00.000Z',
    updatedAt: '2026-09-01T08:00:00.000Z',
    name,
    classTeacher: 'Mrs Adebayo',
    schoolName: 'Oakwood Academy',
    schoolId: 'school',
    noOfStudents: 0,
    classFees: 40000,
    totalFeesExpected: 0,
    totalFees: 0,
  };
}

const P5 = '66f3a1c2e4b0a1b2c3d4e5f5';
const P6 = '66f3a1c2e4b0a1b2c3d4e5f6';
const rooms = [room(P5, 'Primary5'), room(P6, 'Primary6')];

const items: Record<string, FeeItem[]> = {
  [P5]: [
    { _id: 'books', name: 'Books and materials', amount: 12500, optional: false },
    { _id: 'bus', name: 'School bus', amount: 30000, optional: true },
    { _id: 'lunch', name: 'Lunch', amount: 20000, optional: true },
  ],
  [P6]: [{ _id: 'lessons', name: 'Lessons', amount: 5000, optional: true }],
};

/** The items of each class, and which classes were asked for. */
function itemsOf() {
  const asked: string[] = [];
  const read = async (classroomId: string) => {
    asked.push(classroomId);
    return items[classroomId] ?? [];
  };
  return { asked, read };
}

const HEADER = 'Name,Class,Age,Sex,Parent phone,Optional items';

describe('readStudentFile', () => {
  it("resolves each row's optional items by name among its class's, asking only for those classes", async () => {
    const classItems = itemsOf();
    const file = await readStudentFile(
      [
        HEADER,
        'Okafor Ada,Primary5,7,F,08031234567,lunch; School Bus',
        'Bello Musa,primary5,8,M,08031234568,',
        'Eze Chidi,Primary6,9,M,08031234569,',
      ].join('\n'),
      rooms,
      'Oakwood Academy',
      classItems.read,
    );

    expect(file.problems).toEqual([]);
    expect(classItems.asked).toEqual([P5]);
    expect(file.lines.map((line) => [line.taken, line.problems])).toEqual([
      [['School bus', 'Lunch'], []],
      [[], []],
      [[], []],
    ]);
    expect(file.students.map((row) => [row.fullname, row.classroom, row.optionalItems])).toEqual([
      ['Okafor Ada', P5, ['bus', 'lunch']],
      ['Bello Musa', P5, []],
      ['Eze Chidi', P6, []],
    ]);
  });

  it('keeps out a row naming an item its class lacks or a required one, saying which', async () => {
    const file = await readStudentFile(
      [
        HEADER,
        'Okafor Ada,Primary6,7,F,08031234567,Lunch',
        'Bello Musa,Primary5,8,M,08031234568,Books and materials;Lunch',
        'Eze Chidi,Grade9,9,M,08031234569,Lunch',
      ].join('\n'),
      rooms,
      'Oakwood Academy',
      itemsOf().read,
    );

    expect(file.lines.map((line) => line.problems)).toEqual([
      ['Optional items: Lunch is not a fee item of Primary6 this term'],
      [
        'Optional items: Books and materials is a required fee item of Primary5, which every student pays',
      ],
      ['Class: Grade9 is not a classroom of Oakwood Academy'],
    ]);
    expect(file.students).toEqual([]);
  });

  it('reads a file without the column as no optional items, asking for none', async () => {
    const classItems = itemsOf();
    const file = await readStudentFile(
      'Name,Class,Age,Sex,Parent phone\nOkafor Ada,Primary5,7,F,08031234567\n',
      rooms,
      'Oakwood Academy',
      classItems.read,
    );

    expect(file.students).toMatchObject([{ fullname: 'Okafor Ada', optionalItems: [] }]);
    expect(classItems.asked).toEqual([]);
  });

  it('names the columns it needs and those that may be left out', async () => {
    const file = await readStudentFile('Name,Class\n', rooms, 'Oakwood Academy', itemsOf().read);
    expect(file.problems).toEqual([
      'The file needs the columns Name, Class, Age, Sex, Parent phone (Parent e-mail, Discount %, Optional items may be left out). Missing: Age, Sex, Parent phone.',
    ]);
  });
});
