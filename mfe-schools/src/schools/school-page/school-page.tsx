import type { School } from '@fees/shared-data/core';
import { DetailViewer } from '@fees/shared-ui/pages';
import { useParams } from 'react-router';
import { PlanSection } from '../payment-plan/plan-section';
import { SchoolActions } from './school-actions';
import { SchoolDetails } from './school-details';
import { useSchoolPage } from './use-school-page';

/**
 * /schools/{schoolId}: the shared detail viewer, shown whole once the school and what is drawn
 * beside it are read; opening it makes the school the current one.
 */
export function SchoolPage() {
  const { schoolId = '' } = useParams();
  return (
    <DetailViewer<School>
      resource="school"
      title={(school) => school.name}
      query={useSchoolPage(schoolId)}
      details={(school) => (
        <>
          <SchoolDetails school={school} />
          <PlanSection school={school} />
        </>
      )}
      actions={(school) => <SchoolActions school={school} />}
    />
  );
}
