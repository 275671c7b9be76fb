import { Callout, RecordEditPage } from '@fees/shared-ui';
import { roleMay, type School } from '@fees/shared-data';
import { useParams } from 'react-router';
import { SchoolForm } from './school-form';
import { useSaveSchool } from './use-save-school';
import { useSchool } from '../use-school';

const OWNER_ONLY = "Only the school's owner can change its details.";

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
      {(record) =>
        roleMay(record.role, 'manage') ? (
          <SchoolForm
            mode="edit"
            initialValues={{
              name: record.name,
              address: record.address,
              level: record.level,
            }}
            onSave={save}
          />
        ) : (
          <Callout tone="info" role="status">
            {OWNER_ONLY}
          </Callout>
        )
      }
    </RecordEditPage>
  );
}
