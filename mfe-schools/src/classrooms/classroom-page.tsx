import { PAGE_NAMES, NOT_FOUND_PAGE_NAME } from '@fees/shared-data';
import type { Classroom } from '@fees/shared-data';
import { DetailViewer, usePageTitle } from '@fees/shared-ui';
import { useParams } from 'react-router';
import { ClassroomActions } from './classroom-actions';
import { ClassroomDetails } from './classroom-details';
import { useClassroom } from './use-classroom';

/** /classrooms/{classId}: the shared detail viewer. */
export function ClassroomPage() {
  const { classId = '' } = useParams();
  const { data, isPending, error, notFound, refetch } = useClassroom(classId);
  usePageTitle(notFound ? NOT_FOUND_PAGE_NAME : PAGE_NAMES['/classrooms/:id']);

  return (
    <DetailViewer<Classroom>
      resource="classroom"
      listPath="/classrooms"
      backLabel="Back to classrooms"
      title={(classroom) => classroom.name}
      record={notFound ? null : data}
      isLoading={isPending}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      details={(classroom) => <ClassroomDetails classroom={classroom} />}
      actions={(classroom) => <ClassroomActions classroom={classroom} />}
    />
  );
}
