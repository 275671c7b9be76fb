import type { Classroom } from '@fees/shared-data/core';
import { DetailViewer } from '@fees/shared-ui/pages';
import { useParams } from 'react-router';
import { FeeItemsTable } from '../fee-items/fee-items-table';
import { ClassroomActions } from './classroom-actions';
import { ClassroomDetails } from './classroom-details';
import { useClassroom } from './use-classroom';

/**
 * /classrooms/{classId}: the shared detail viewer, with the class's fee items this term, and what
 * the person's role in its school lets them do with it.
 */
export function ClassroomPage() {
  const { classId = '' } = useParams();
  const query = useClassroom(classId);
  return (
    <DetailViewer<Classroom>
      resource="classroom"
      title={(classroom) => classroom.name}
      query={query}
      details={(classroom) => (
        <>
          <ClassroomDetails classroom={classroom} />
          <FeeItemsTable classroom={classroom} role={query.role} />
        </>
      )}
      actions={(classroom) => <ClassroomActions classroom={classroom} role={query.role} />}
    />
  );
}
