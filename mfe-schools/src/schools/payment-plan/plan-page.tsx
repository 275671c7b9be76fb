import { planQueryOptions, termLabel } from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import { Loaded, PlanForm, RecordEditPage, RoleGate } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTerms } from '../school-page/use-terms';
import { useSchool } from '../use-school';
import { useSavePlan } from './use-save-plan';

/**
 * /schools/{schoolId}/plan: the current term's payment plan, edited by the school's owner
 * (docs/due-dates.md); anyone else who opens it is told only the owner sets it.
 */
export function PlanPage() {
  const { schoolId = '' } = useParams();
  const query = useSchool(schoolId);
  const plan = useQuery(planQueryOptions(schoolId));
  const { current } = useTerms(schoolId);
  const save = useSavePlan(schoolId);
  const school = query.data;
  return (
    <RecordEditPage<School>
      resource="school"
      page="/schools/:id/plan"
      subtitle={school && current ? `${school.name}: ${termLabel(current)}` : school?.name}
      id={schoolId}
      query={query}
    >
      {({ role }) => (
        <RoleGate role={role} action="setPlans">
          <Loaded query={plan} what="the payment plan">
            {({ instalments }) =>
              current ? (
                <PlanForm instalments={instalments} session={current.session} onSave={save} />
              ) : null
            }
          </Loaded>
        </RoleGate>
      )}
    </RecordEditPage>
  );
}
