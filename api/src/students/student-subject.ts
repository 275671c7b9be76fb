/** How the audit log names a student: 'Okafor Ada (Primary1)'. */
export function studentSubject(student: { fullname: string; classroomName: string }): string {
  return `${student.fullname} (${student.classroomName})`;
}
