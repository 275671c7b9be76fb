import { ButtonLink, CardGrid, CurrentSchoolPage, EmptyState, Loaded } from '@fees/shared-ui';
import { useCurrentSchool, useSchoolClassrooms } from '@fees/shared-data';
import { ClassroomCard } from './classroom-card';

const ADD_LINK = (
  <ButtonLink to="/classrooms/register" width="auto">
    Add Classroom
  </ButtonLink>
);

/** /classrooms: the current school's classrooms. */
export function ClassroomsPage() {
  const classrooms = useSchoolClassrooms(useCurrentSchool().school?._id);
  const hasClassrooms = (classrooms.data?.items.length ?? 0) > 0;

  return (
    <CurrentSchoolPage
      path="/classrooms"
      backTo="/"
      width="list"
      purpose="see its classrooms"
      actions={() => (hasClassrooms ? ADD_LINK : undefined)}
    >
      {(school) => (
        <Loaded query={classrooms} what="the classrooms">
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState
                message={`There are no classrooms registered under ${school.name}.`}
                action={ADD_LINK}
              />
            ) : (
              <CardGrid
                heading="Select classroom"
                items={items}
                renderItem={(classroom) => <ClassroomCard classroom={classroom} />}
                minColumnWidth="15rem"
              />
            )
          }
        </Loaded>
      )}
    </CurrentSchoolPage>
  );
}
