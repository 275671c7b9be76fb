import { deriveFigures } from './school-figures';

const records = {
  schools: [{ id: 's1' }, { id: 's2' }],
  classrooms: [
    { id: 'c1', schoolId: 's1', classFeesKobo: 2_500_000 },
    { id: 'c2', schoolId: 's1', classFeesKobo: 3_333_300 },
  ],
  students: [
    { id: 'ada', schoolId: 's1', classroomId: 'c1', discount: 10 },
    { id: 'obi', schoolId: 's1', classroomId: 'c2', discount: 15 },
  ],
  payments: [
    // A payment belongs to the student, whichever classroom they were in when it was made.
    { studentId: 'ada', amountKobo: 500_050, status: 'success' },
    { studentId: 'ada', amountKobo: 100_000, status: 'success' },
    { studentId: 'obi', amountKobo: 900_000, status: 'pending' },
  ],
};

describe('deriveFigures', () => {
  const figures = deriveFigures(records);

  it('expects each student their class fee after discount and sums their recorded payments', () => {
    expect(figures.students.get('ada')).toEqual({ expectedKobo: 2_250_000, paidKobo: 600_050 });
    expect(figures.students.get('obi')).toEqual({ expectedKobo: 2_833_305, paidKobo: 0 });
  });

  it('gives a classroom the counts and totals of the students enrolled in it now', () => {
    expect(figures.classrooms.get('c1')).toEqual({
      noOfStudents: 1,
      expectedKobo: 2_250_000,
      paidKobo: 600_050,
    });
    expect(figures.classrooms.get('c2')).toEqual({
      noOfStudents: 1,
      expectedKobo: 2_833_305,
      paidKobo: 0,
    });
  });

  it('gives a school those of all its students and classrooms, and an empty school zeros', () => {
    expect(figures.schools.get('s1')).toEqual({
      noOfClassrooms: 2,
      noOfStudents: 2,
      expectedKobo: 5_083_305,
      paidKobo: 600_050,
    });
    expect(figures.schools.get('s2')).toEqual({
      noOfClassrooms: 0,
      noOfStudents: 0,
      expectedKobo: 0,
      paidKobo: 0,
    });
  });
});
