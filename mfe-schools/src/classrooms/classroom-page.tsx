import type { Classroom } from '@fees/shared-data';
import { DetailViewer } from '@fees/shared-ui';
import { useParams } from 'react-router';
import { FeeItemsTable } from './fee-items-table';
import { ClassroomActions } from './classroom-actions';
import { ClassroomDetails } from './classroom-details';
import { useClassroom } from './use-classroom';

/** /classrooms/{classId}: the shared detail viewer, with the class's fee items this term. */
export function ClassroomPage() {
  const { classId = '' } = useParams();
  return (
    <DetailViewer<Classroom>
      resource="classroom"
      title={(classroom) => classroom.name}
      query={useClassroom(classId)}
      details={(classroom) => (
        <>
          <ClassroomDetails classroom={classroom} />
          <FeeItemsTable classroom={classroom} />
        </>
      )}
      actions={(classroom) => <ClassroomActions classroom={classroom} />}
    />
  );
}
