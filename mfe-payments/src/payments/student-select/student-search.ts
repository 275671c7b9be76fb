import { formatBalance, type Student } from '@fees/shared-data/core';

/** How a student reads in the dropdown and the confirmation: 'fullname - (classroom)'. */
export function studentLabel(student: Pick<Student, 'fullname' | 'classroom'>): string {
  return `${student.fullname} - (${student.classroom})`;
}

/**
 * Each student's label, keyed by id: 'fullname - (classroom)', and where two students would read
 * the same, the parent's phone after it (a bursar knows a family by it), or where that is shared
 * too, the end of the student's id, so a payment cannot land on the wrong child.
 */
export function studentLabels(
  students: readonly Pick<Student, '_id' | 'fullname' | 'classroom' | 'phoneNo'>[],
): ReadonlyMap<string, string> {
  const alike = new Map<string, number>();
  const sameParent = new Map<string, number>();
  const parentKey = (label: string, phone: string) => `${label}\n${phone}`;
  for (const student of students) {
    const label = studentLabel(student);
    alike.set(label, (alike.get(label) ?? 0) + 1);
    const key = parentKey(label, student.phoneNo);
    sameParent.set(key, (sameParent.get(key) ?? 0) + 1);
  }
  const labels = new Map<string, string>();
  for (const student of students) {
    const label = studentLabel(student);
    if (alike.get(label) === 1) labels.set(student._id, label);
    else if (student.phoneNo && sameParent.get(parentKey(label, student.phoneNo)) === 1)
      labels.set(student._id, `${label}, parent ${student.phoneNo}`);
    else labels.set(student._id, `${label}, ID …${student._id.slice(-6)}`);
  }
  return labels;
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
