import { lateFeeQueryOptions } from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import { Loaded, RecordEditPage, RoleGate } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSchool } from '../use-school';
import { LateFeeForm, lateFeeFormInput } from './late-fee-form';
import { useSaveLateFee } from './use-save-late-fee';

/** The form once the school's late fee is read. */
function LateFeeEditor({ schoolId }: { schoolId: string }) {
  const setting = useQuery(lateFeeQueryOptions(schoolId));
  const save = useSaveLateFee(schoolId);
  return (
    <Loaded query={setting} what="the late fee">
      {(current) => <LateFeeForm initialValues={lateFeeFormInput(current)} onSave={save} />}
    </Loaded>
  );
}

/**
 * /schools/{schoolId}/late-fee: the school's late fee (docs/due-dates.md#late-fee). Only the
 * owner's: anyone else is told so, rather than filling in a form the server would refuse.
 */
export function LateFeePage() {
  const { schoolId = '' } = useParams();
  const query = useSchool(schoolId);
  return (
    <RecordEditPage<School>
      resource="school"
      page="/schools/:id/late-fee"
      subtitle={query.data?.name}
      id={schoolId}
      query={query}
    >
      {({ role }) => (
        <RoleGate role={role} action="setLateFee">
          <LateFeeEditor schoolId={schoolId} />
        </RoleGate>
      )}
    </RecordEditPage>
  );
}
