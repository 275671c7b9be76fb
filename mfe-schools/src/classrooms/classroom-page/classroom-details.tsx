import { formatMoney } from '@fees/shared-data';
import type { Classroom } from '@fees/shared-data/core';
import { DetailsTable } from '@fees/shared-ui/pages';

/** The classroom's figures with its real fees-paid ring (paid ÷ expected; docs/dashboard.md). */
export function ClassroomDetails({ classroom }: { classroom: Classroom }) {
  const expected = classroom.totalFeesExpected;
  return (
    <DetailsTable
      title="Classroom details"
      fees={{ paid: classroom.totalFees, expected }}
      rows={[
        { label: 'Name', value: classroom.name },
        { label: 'Class teacher', value: classroom.classTeacher },
        { label: 'School', value: classroom.schoolName },
        { label: 'Fees per child', value: formatMoney(classroom.classFees) },
        { label: 'Number of students', value: classroom.noOfStudents },
        { label: 'Fees expected', value: formatMoney(expected) },
        { label: 'Fees paid', value: formatMoney(classroom.totalFees) },
      ]}
    />
  );
}
