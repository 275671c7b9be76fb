import { NOT_FOUND_PAGE_NAME, PAGE_NAMES, roleMay } from '@fees/shared-data';
import {
  ButtonLink,
  Card,
  DetailsTable,
  Loaded,
  NotFoundPage,
  PageLayout,
  usePageTitle,
} from '@fees/shared-ui';
import { SendRemindersButton, ShareFamilyPayLinkButton } from '@fees/shared-ui/pay-link';
import { useParams } from 'react-router';
import { FamilyChildren } from './family-children';
import { useFamily } from './use-family';
import styles from './families.module.css';

/**
 * /students/families/{familyId}: the parent's details every child shares, and the children with
 * what the family owes in all; for a bursar, the family's pay link and the parent's reminder.
 * Framed as DetailViewer frames a record, which it cannot here: its back link and not-found lead
 * to /{resource}s, and families live under /students.
 */
export function FamilyPage() {
  const { familyId = '' } = useParams();
  const query = useFamily(familyId);
  usePageTitle(query.notFound ? NOT_FOUND_PAGE_NAME : PAGE_NAMES['/students/families/:id']);
  if (query.notFound) {
    return <NotFoundPage what="family" backTo="/students/families" backLabel="Back to families" />;
  }
  const family = query.data;
  return (
    <PageLayout
      width="list"
      title={family?.name ?? 'Family details'}
      backTo="/students/families"
      backLabel="Back to families"
      actions={
        family ? (
          <>
            {roleMay(query.role, 'record') ? (
              <ButtonLink to={`/students/families/${family._id}/edit`} width="auto">
                Edit family
              </ButtonLink>
            ) : null}
            <ButtonLink
              to={`/students/families/${family._id}/statement`}
              width="auto"
              variant="light"
            >
              Print statement
            </ButtonLink>
            {roleMay(query.role, 'record') ? (
              <>
                <ShareFamilyPayLinkButton family={family} />
                <SendRemindersButton family={family} />
              </>
            ) : null}
          </>
        ) : undefined
      }
    >
      <Loaded query={query} what="this family">
        {(loaded) => (
          <div className={styles.family}>
            <Card>
              <DetailsTable
                title="Family details"
                rows={[
                  { label: 'Parent phone number', value: loaded.phoneNo },
                  { label: 'Parent e-mail', value: loaded.parentEmail || 'None' },
                  { label: 'Children', value: loaded.children },
                ]}
              />
            </Card>
            <FamilyChildren family={loaded} />
          </div>
        )}
      </Loaded>
    </PageLayout>
  );
}
