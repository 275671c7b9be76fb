import { NOT_FOUND_PAGE_NAME, PAGE_NAMES } from '@fees/shared-data';
import { Card, Loaded, NotFoundPage, PageLayout, RoleGate, usePageTitle } from '@fees/shared-ui';
import { useParams } from 'react-router';
import { FamilyForm } from './family-form';
import { useFamily } from './use-family';
import { useSaveFamily } from './use-save-family';

/**
 * /students/families/{familyId}/edit: the family form prefilled, with Reset and a way back, for
 * the owner or bursar of its school. Framed as RecordEditPage frames a record, which it cannot
 * here: its back link and not-found lead to /{resource}s, and families live under /students.
 */
export function FamilyEditPage() {
  const { familyId = '' } = useParams();
  const query = useFamily(familyId);
  const save = useSaveFamily(familyId);
  usePageTitle(query.notFound ? NOT_FOUND_PAGE_NAME : PAGE_NAMES['/students/families/:id/edit']);
  if (query.notFound) {
    return <NotFoundPage what="family" backTo="/students/families" backLabel="Back to families" />;
  }
  return (
    <PageLayout
      width="form"
      title="Edit Family"
      subtitle={query.data?.name}
      backTo={`/students/families/${familyId}`}
      backLabel="Back to family"
    >
      <Loaded query={query} what="this family">
        {(family) => (
          <Card>
            <RoleGate
              role={query.role}
              action="record"
              refusal="Only the school's owner or bursar can change families."
            >
              <FamilyForm
                initialValues={{
                  name: family.name,
                  phoneNo: family.phoneNo,
                  parentEmail: family.parentEmail,
                }}
                onSave={save}
              />
            </RoleGate>
          </Card>
        )}
      </Loaded>
    </PageLayout>
  );
}
