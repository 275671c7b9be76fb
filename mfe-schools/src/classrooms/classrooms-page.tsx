import {
  ButtonLink,
  CardGrid,
  EmptyState,
  LoadError,
  LoadingBox,
  CurrentSchoolFallback,
  PageLayout,
  usePageTitle,
} from '@fees/shared-ui';
import { PAGE_NAMES, useCurrentSchool, useSchoolClassrooms } from '@fees/shared-data';
import { ClassroomCard } from './classroom-card';

/** /classrooms: the current school's classrooms. */
export function ClassroomsPage() {
  usePageTitle(PAGE_NAMES['/classrooms']);
  const current = useCurrentSchool();
  const school = current.school;
  const classrooms = useSchoolClassrooms(school?._id);
  const hasClassrooms = (classrooms.data?.items.length ?? 0) > 0;

  const addLink = (
    <ButtonLink to="/classrooms/register" width="auto">
      Add Classroom
    </ButtonLink>
  );

  let body;
  if (!school) {
    body = <CurrentSchoolFallback current={current} purpose="see its classrooms" />;
  } else if (classrooms.isPending) {
    body = <LoadingBox />;
  } else if (classrooms.isError) {
    body = (
      <LoadError
        what="the classrooms"
        error={classrooms.error}
        onRetry={() => void classrooms.refetch()}
      />
    );
  } else if (!hasClassrooms) {
    body = (
      <EmptyState
        message={`There are no classrooms registered under ${school?.name}.`}
        action={addLink}
      />
    );
  } else {
    body = (
      <CardGrid
        heading="Select classroom"
        items={classrooms.data.items}
        renderItem={(classroom) => <ClassroomCard classroom={classroom} />}
        minColumnWidth="15rem"
      />
    );
  }

  return (
    <PageLayout
      width="list"
      title="Classrooms"
      subtitle={school?.name}
      backTo="/"
      backLabel="Back to home"
      actions={hasClassrooms ? addLink : undefined}
    >
      {body}
    </PageLayout>
  );
}
