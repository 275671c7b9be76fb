import { GUEST_CREDENTIALS, schoolToday, type DataSource } from '@fees/shared-data';
import type { Student } from '@fees/shared-data/core';

/** Cash the bursar received today for `student` in the guest demo: an `arrange` step of a test. */
export function payInCash(source: DataSource, student: Student, amount: number) {
  return source.recordOfflinePayment(
    {
      schoolId: student.schoolId,
      studentId: student._id,
      amount,
      method: 'cash',
      receivedOn: schoolToday(),
      depositorName: 'Ngozi Okafor',
      purpose: 'School fees',
    },
    GUEST_CREDENTIALS.password,
  );
}
