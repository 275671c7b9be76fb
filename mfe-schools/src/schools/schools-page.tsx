import {
  ButtonLink,
  EmptyState,
  LoadError,
  LoadingBox,
  PageHeader,
  usePageTitle,
} from '@fees/shared-ui';
import { useCurrentSchoolStore } from '@fees/shared-data';
import { SchoolCard } from './school-card';
import { useSchools } from './use-schools';
import styles from './schools-page.module.css';

/** /schools: pick the school to manage, or register the first one. */
export function SchoolsPage() {
  usePageTitle('Schools');
  const { data, isPending, isError, error, refetch } = useSchools();
  const setSchoolId = useCurrentSchoolStore((state) => state.setSchoolId);
  const hasSchools = (data?.items.length ?? 0) > 0;

  const registerLink = (
    <ButtonLink to="/schools/register" width="auto">
      Register school
    </ButtonLink>
  );

  let body;
  if (isPending) {
    body = <LoadingBox />;
  } else if (isError) {
    body = <LoadError what="the schools" error={error} onRetry={() => void refetch()} />;
  } else if (!hasSchools) {
    body = <EmptyState message="Please create a school to get started." action={registerLink} />;
  } else {
    body = (
      <section aria-labelledby="schools-list-heading" className={styles.page}>
        <h2 id="schools-list-heading" className={styles.heading}>
          Select school to manage
        </h2>
        <ul className={styles.grid}>
          {data.items.map((school) => (
            <li key={school._id}>
              <SchoolCard school={school} onOpen={setSchoolId} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title="Schools"
        className={styles.header}
        actions={hasSchools ? registerLink : undefined}
      />
      {body}
    </div>
  );
}
