import {
  ButtonLink,
  EmptyState,
  LoadError,
  LoadingBox,
  PageHeader,
  usePageTitle,
} from '@fees/shared-ui';
import { useCurrentSchool } from '@fees/shared-data';
import { ClassroomCard } from './classroom-card';
import { NoCurrentSchool } from './no-current-school';
import { useClassrooms } from './use-classrooms';
import styles from './classrooms-page.module.css';

/** /classrooms: the current school's classrooms. */
export function ClassroomsPage() {
  usePageTitle('Classrooms');
  const current = useCurrentSchool();
  const school = current.school;
  const classrooms = useClassrooms(school?._id);
  const hasClassrooms = (classrooms.data?.items.length ?? 0) > 0;

  const addLink = (
    <ButtonLink to="/classrooms/register" width="auto">
      Add Classroom
    </ButtonLink>
  );

  let body;
  if (current.missing) {
    body = <NoCurrentSchool purpose="see its classrooms" />;
  } else if (current.error) {
    body = (
      <LoadError
        what="the current school"
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  } else if (current.isPending || classrooms.isPending) {
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
      <section aria-labelledby="classrooms-list-heading" className={styles.page}>
        <h2 id="classrooms-list-heading" className={styles.heading}>
          Select classroom
        </h2>
        <ul className={styles.grid}>
          {classrooms.data.items.map((classroom) => (
            <li key={classroom._id}>
              <ClassroomCard classroom={classroom} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title="Classrooms"
        subtitle={school?.name}
        backTo="/"
        backLabel="Back to home"
        className={styles.header}
        actions={hasClassrooms ? addLink : undefined}
      />
      {body}
    </div>
  );
}
