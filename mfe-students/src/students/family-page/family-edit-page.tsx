import type { Family } from '@fees/shared-data/core';
import { RecordEditPage, RoleGate } from '@fees/shared-ui/pages';
import { useParams } from 'react-router';
import { FAMILIES_LIST } from '../families-list/families-list';
import { FamilyForm } from './family-form';
import { useFamily } from './use-family';
import { useSaveFamily } from './use-save-family';

/**
 * /students/families/{familyId}/edit: the family form prefilled, with Reset and a way back, for
 * the owner or bursar of its school.
 */
export function FamilyEditPage() {
  const { familyId = '' } = useParams();
  const query = useFamily(familyId);
  const save = useSaveFamily(familyId);
  return (
    <RecordEditPage<Family>
      resource="family"
      list={FAMILIES_LIST}
      page="/students/families/:id/edit"
      subtitle={query.data?.name}
      id={familyId}
      query={query}
    >
      {(family) => (
        <RoleGate role={query.role} action="changeFamilies">
          <FamilyForm
            initialValues={{
              name: family.name,
              phoneNo: family.phoneNo,
              parentEmail: family.parentEmail,
            }}
            onSave={save}
          />
        </RoleGate>
      )}
    </RecordEditPage>
  );
}
