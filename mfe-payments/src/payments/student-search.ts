import type { Student } from '@fees/shared-data';

/** How a student reads in the dropdown and the confirmation: 'fullname - (classroom)'. */
export function studentLabel(student: Pick<Student, 'fullname' | 'classroom'>): string {
  return `${student.fullname} - (${student.classroom})`;
}

/** The students whose name or id contains the search text, both compared in lower case. */
export function searchStudents(students: readonly Student[], text: string): readonly Student[] {
  const query = text.trim().toLowerCase();
  if (query === '') return students;
  return students.filter(
    (student) =>
      student.fullname.toLowerCase().includes(query) || student._id.toLowerCase().includes(query),
  );
}
