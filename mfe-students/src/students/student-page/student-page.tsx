import type { Student } from '@fees/shared-data/core';
import { DetailViewer } from '@fees/shared-ui/pages';
import { useParams } from 'react-router';
import { StudentActions } from './student-actions';
import { StudentChange } from './student-change';
import { StudentCharges } from './student-charges';
import { StudentPlan } from '../student-plan/student-plan';
import { StudentDetails } from './student-details';
import { StudentLateFees } from './student-late-fees';
import { useStudent } from './use-student';
import styles from './student-page.module.css';

/**
 * /students/{studentId}: the shared detail viewer, with this term's charges line by line and its
 * late fees, and the action bar under it. The bar is the viewer's sibling, not its actions slot: that slot wraps its
 * buttons in a box of their own size, inside which a sticky bar could never move.
 */
export function StudentPage() {
  const { studentId = '' } = useParams();
  const query = useStudent(studentId);
  const student = query.notFound ? undefined : query.data;
  return (
    <div className={styles.page}>
      <DetailViewer<Student>
        resource="student"
        title={(record) => record.fullname}
        query={query}
        details={(record) => (
          <>
            <StudentChange student={record} role={query.role} />
            <StudentDetails student={record} role={query.role} />
            <StudentCharges student={record} />
            <StudentPlan student={record} role={query.role} />
            <StudentLateFees student={record} role={query.role} />
          </>
        )}
      />
      {student ? <StudentActions student={student} role={query.role} /> : null}
    </div>
  );
}
