import type { School } from '@fees/shared-data/core';
import { RecordEditPage, RoleGate } from '@fees/shared-ui/pages';
import { useParams } from 'react-router';
import { SiblingDiscountForm } from './sibling-discount-form';
import { useSaveSiblingDiscount } from './use-save-sibling-discount';
import { useSchool } from '../use-school';

/**
 * /schools/{schoolId}/sibling-discount: the school's discount for a family's second and later
 * children (docs/families.md#sibling-discount). Only the owner's: anyone else is told so, rather
 * than filling in a form the server would refuse.
 */
export function SiblingDiscountPage() {
  const { schoolId = '' } = useParams();
  const query = useSchool(schoolId);
  const save = useSaveSiblingDiscount(schoolId);
  return (
    <RecordEditPage<School>
      resource="school"
      page="/schools/:id/sibling-discount"
      subtitle={query.data?.name}
      id={schoolId}
      query={query}
    >
      {({ role, siblingDiscount: { second, later, order } }) => (
        <RoleGate role={role} action="setSiblingDiscount">
          <SiblingDiscountForm
            initialValues={{ second: String(second), later: String(later), order }}
            onSave={save}
          />
        </RoleGate>
      )}
    </RecordEditPage>
  );
}
