import { deriveFigures } from './school-figures';

const records = {
  schools: [{ id: 's1' }, { id: 's2' }],
  classrooms: [
    { id: 'c1', schoolId: 's1' },
    { id: 'c2', schoolId: 's1' },
  ],
  students: [
    { id: 'ada', schoolId: 's1', classroomId: 'c1', enrolment: 'enrolled' as const },
    { id: 'obi', schoolId: 's1', classroomId: 'c2', enrolment: 'enrolled' as const },
    // Left at the end of 'First term' owing NGN 10,000, and has paid NGN 4,000 of it since.
    { id: 'eze', schoolId: 's1', classroomId: 'c2', enrolment: 'left' as const },
  ],
  terms: [
    { id: 'first', status: 'closed' as const },
    { id: 'second', status: 'current' as const },
  ],
  charges: [
    { studentId: 'ada', termId: 'first', amountKobo: 2_250_000 },
    { studentId: 'ada', termId: 'second', amountKobo: 2_250_000 },
    { studentId: 'obi', termId: 'first', amountKobo: 2_833_305 },
    { studentId: 'obi', termId: 'second', amountKobo: 2_833_305 },
    { studentId: 'eze', termId: 'first', amountKobo: 3_000_000 },
  ],
  payments: [
    { studentId: 'ada', termId: 'first', amountKobo: 2_000_000, status: 'success' },
    // A payment belongs to the student, whichever classroom they were in when it was made.
    { studentId: 'ada', termId: 'second', amountKobo: 500_050, status: 'success' },
    { studentId: 'obi', termId: 'first', amountKobo: 3_000_000, status: 'success' },
    { studentId: 'obi', termId: 'second', amountKobo: 900_000, status: 'pending' },
    { studentId: 'obi', termId: 'second', amountKobo: 100_000, status: 'void' },
    { studentId: 'eze', termId: 'first', amountKobo: 2_000_000, status: 'success' },
    { studentId: 'eze', termId: 'second', amountKobo: 400_000, status: 'success' },
  ],
};

describe('deriveFigures', () => {
  const figures = deriveFigures(records);

  it('brings the closed terms forward and counts only the current term as paid', () => {
    expect(figures.students.get('ada')).toEqual({
      broughtForwardKobo: 250_000,
      chargesKobo: 2_250_000,
      expectedKobo: 2_500_000,
      paidKobo: 500_050,
      balanceKobo: 1_999_950,
    });
    // Overpaid 'First term': a credit, and neither a pending nor a void payment counts.
    expect(figures.students.get('obi')).toEqual({
      broughtForwardKobo: -166_695,
      chargesKobo: 2_833_305,
      expectedKobo: 2_666_610,
      paidKobo: 0,
      balanceKobo: 2_666_610,
    });
    expect(figures.students.get('eze')).toEqual({
      broughtForwardKobo: 1_000_000,
      chargesKobo: 0,
      expectedKobo: 1_000_000,
      paidKobo: 400_000,
      balanceKobo: 600_000,
    });
  });

  it('gives a classroom the counts and totals of the students enrolled in it now', () => {
    expect(figures.classrooms.get('c1')).toEqual({
      noOfStudents: 1,
      expectedKobo: 2_500_000,
      paidKobo: 500_050,
    });
    expect(figures.classrooms.get('c2')).toEqual({
      noOfStudents: 1,
      expectedKobo: 2_666_610,
      paidKobo: 0,
    });
  });

  it("counts a school's enrolled students, with the money of all of them, leavers' too", () => {
    expect(figures.schools.get('s1')).toEqual({
      noOfClassrooms: 2,
      noOfStudents: 2,
      expectedKobo: 2_500_000 + 2_666_610 + 1_000_000,
      paidKobo: 500_050 + 400_000,
    });
    expect(figures.schools.get('s2')).toEqual({
      noOfClassrooms: 0,
      noOfStudents: 0,
      expectedKobo: 0,
      paidKobo: 0,
    });
  });

  it('is the figures of before terms with one term and no items', () => {
    const single = deriveFigures({
      ...records,
      students: records.students.slice(0, 1),
      terms: [{ id: 'first', status: 'current' }],
      charges: [{ studentId: 'ada', termId: 'first', amountKobo: 2_250_000 }],
      payments: [{ studentId: 'ada', termId: 'first', amountKobo: 600_050, status: 'success' }],
    });
    expect(single.students.get('ada')).toMatchObject({
      broughtForwardKobo: 0,
      expectedKobo: 2_250_000,
      paidKobo: 600_050,
    });
  });
});
