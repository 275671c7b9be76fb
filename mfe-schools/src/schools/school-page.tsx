import { PAGE_NAMES, NOT_FOUND_PAGE_NAME } from '@fees/shared-data';
import type { School } from '@fees/shared-data';
import { DetailViewer, usePageTitle } from '@fees/shared-ui';
import { useParams } from 'react-router';
import { SchoolActions } from './school-actions';
import { SchoolDetails } from './school-details';
import { useSchool } from './use-school';

/** /schools/{schoolId}: the shared detail viewer; opening it makes the school the current one. */
export function SchoolPage() {
  const { schoolId = '' } = useParams();
  const { data, isPending, error, notFound, refetch } = useSchool(schoolId);
  usePageTitle(notFound ? NOT_FOUND_PAGE_NAME : PAGE_NAMES['/schools/:id']);

  return (
    <DetailViewer<School>
      resource="school"
      listPath="/schools"
      backLabel="Back to schools"
      title={(school) => school.name}
      record={notFound ? null : data}
      isLoading={isPending}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      details={(school) => <SchoolDetails school={school} />}
      actions={(school) => <SchoolActions school={school} />}
    />
  );
}
