import type { Student } from '@fees/shared-data';
import { DetailViewer } from '@fees/shared-ui';
import { useParams } from 'react-router';
import { StudentActions } from './student-actions';
import { StudentCharges } from './student-charges';
import { StudentDetails } from './student-details';
import { useStudent } from './use-student';

/** /students/{studentId}: the shared detail viewer, with this term's charges line by line. */
export function StudentPage() {
  const { studentId = '' } = useParams();
  return (
    <DetailViewer<Student>
      resource="student"
      title={(student) => student.fullname}
      query={useStudent(studentId)}
      details={(student) => (
        <>
          <StudentDetails student={student} />
          <StudentCharges student={student} />
        </>
      )}
      actions={(student) => <StudentActions student={student} />}
    />
  );
}
