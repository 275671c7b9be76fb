import { RecordEditPage, RoleGate } from '@fees/shared-ui/pages';
import type { School } from '@fees/shared-data/core';
import { useParams } from 'react-router';
import { SchoolForm } from './school-form';
import { useSaveSchool } from './use-save-school';
import { useSchool } from '../use-school';

/**
 * /schools/{schoolId}/edit: the school form prefilled; Save once something differs. Only its owner
 * may change a school (docs/staff.md#the-roles): anyone else opening the address is told so.
 */
export function SchoolEditPage() {
  const { schoolId = '' } = useParams();
  const query = useSchool(schoolId);
  const save = useSaveSchool(schoolId);

  return (
    <RecordEditPage<School>
      resource="school"
      subtitle={query.data?.name}
      id={schoolId}
      query={query}
    >
      {(record) => (
        <RoleGate role={record.role} action="changeSchool">
          <SchoolForm
            mode="edit"
            initialValues={{
              name: record.name,
              address: record.address,
              level: record.level,
            }}
            onSave={save}
          />
        </RoleGate>
      )}
    </RecordEditPage>
  );
}
