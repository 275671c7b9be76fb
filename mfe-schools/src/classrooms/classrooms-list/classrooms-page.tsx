import { ButtonLink } from '@fees/shared-ui';
import { CardGrid, CurrentSchoolPage, EmptyState, Loaded } from '@fees/shared-ui/pages';
import { mayDo, useCurrentSchool, useSchoolClassrooms } from '@fees/shared-data';
import { ClassroomCard } from './classroom-card';

const ADD_LINK = (
  <ButtonLink to="/classrooms/register" width="auto">
    Add Classroom
  </ButtonLink>
);

/** /classrooms: the current school's classrooms; only its owner is offered to add one. */
export function ClassroomsPage() {
  const { school: current } = useCurrentSchool();
  const classrooms = useSchoolClassrooms(current?._id);
  const hasClassrooms = (classrooms.data?.items.length ?? 0) > 0;
  const addLink = mayDo(current?.role, 'changeClasses') ? ADD_LINK : undefined;

  return (
    <CurrentSchoolPage
      path="/classrooms"
      backTo="/"
      width="list"
      purpose="see its classrooms"
      actions={() => (hasClassrooms ? addLink : undefined)}
    >
      {(school) => (
        <Loaded query={classrooms} what="the classrooms">
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState
                message={`There are no classrooms registered under ${school.name}.`}
                action={addLink}
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
