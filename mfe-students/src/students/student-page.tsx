import { PAGE_NAMES, NOT_FOUND_PAGE_NAME } from '@fees/shared-data';
import type { Student } from '@fees/shared-data';
import { DetailViewer, usePageTitle } from '@fees/shared-ui';
import { useParams } from 'react-router';
import { StudentActions } from './student-actions';
import { StudentDetails } from './student-details';
import { useStudent } from './use-student';

/** /students/{studentId}: the shared detail viewer. */
export function StudentPage() {
  const { studentId = '' } = useParams();
  const { data, isPending, error, notFound, refetch } = useStudent(studentId);
  usePageTitle(notFound ? NOT_FOUND_PAGE_NAME : PAGE_NAMES['/students/:id']);

  return (
    <DetailViewer<Student>
      resource="student"
      listPath="/students"
      backLabel="Back to students"
      title={(student) => student.fullname}
      record={notFound ? null : data}
      isLoading={isPending}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      details={(student) => <StudentDetails student={student} />}
      actions={(student) => <StudentActions student={student} />}
    />
  );
}
