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
  usePageTitle(notFound ? 'Not found' : 'School');

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
