import { formatBalance, type Student } from '@fees/shared-data';

/** How a student reads in the dropdown and the confirmation: 'fullname - (classroom)'. */
export function studentLabel(student: Pick<Student, 'fullname' | 'classroom'>): string {
  return `${student.fullname} - (${student.classroom})`;
}

/**
 * A student's balance beside their name in the dropdown: 'NGN 25,000 owed', 'Paid', or the
 * student page's 'NGN 5,000 credit' (docs/terms.md#a-students-figures).
 */
export function studentBalanceLabel(student: Pick<Student, 'balance'>): string {
  if (student.balance === 0) return 'Paid';
  return student.balance > 0
    ? `${formatBalance(student.balance)} owed`
    : formatBalance(student.balance);
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
