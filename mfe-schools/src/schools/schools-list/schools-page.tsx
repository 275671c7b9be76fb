import { ButtonLink, LoadError, LoadingBox, usePageTitle } from '@fees/shared-ui';
import { CardGrid, EmptyState, PageLayout } from '@fees/shared-ui/pages';
import { PAGE_NAMES, useCurrentSchoolStore } from '@fees/shared-data';
import { NextStep } from '../next-step/next-step';
import { SchoolCard } from './school-card';
import { useSchools } from './use-schools';

/**
 * /schools: pick the school to manage, or register the first one; what the current school still
 * lacks comes first.
 */
export function SchoolsPage() {
  usePageTitle(PAGE_NAMES['/schools']);
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
      <>
        <NextStep />
        <CardGrid
          heading="Select school to manage"
          items={data.items}
          renderItem={(school) => <SchoolCard school={school} onOpen={setSchoolId} />}
        />
      </>
    );
  }

  return (
    <PageLayout width="list" title="Schools" actions={hasSchools ? registerLink : undefined}>
      {body}
    </PageLayout>
  );
}
