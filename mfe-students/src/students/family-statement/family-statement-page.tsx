import { NOT_FOUND_PAGE_NAME, PAGE_NAMES } from '@fees/shared-data';
import { Button, NotFoundPage, usePageTitle } from '@fees/shared-ui';
import { Loaded, PageLayout } from '@fees/shared-ui/pages';
import { useParams } from 'react-router';
import { FAMILIES_LIST } from '../families-list/families-list';
import { FamilyStatement } from './family-statement';
import { useFamily } from '../family-page/use-family';

/**
 * /students/families/{familyId}/statement: every child's statement, one after the other, and the
 * family's balance, for the parent who pays for them all; it prints on A4 without the dashboard.
 * Framed as the student's statement page frames itself, not by RecordEditPage, whose heading is
 * the tab's name ('Family Statement'), which has no actions, and which holds its body in one card.
 */
export function FamilyStatementPage() {
  const { familyId = '' } = useParams();
  const query = useFamily(familyId);
  usePageTitle(
    query.notFound ? NOT_FOUND_PAGE_NAME : PAGE_NAMES['/students/families/:id/statement'],
  );
  if (query.notFound) {
    return (
      <NotFoundPage what="family" backTo={FAMILIES_LIST.path} backLabel={FAMILIES_LIST.label} />
    );
  }
  return (
    <PageLayout
      width="form"
      title="Family statement"
      subtitle={query.data?.name}
      backTo={`/students/families/${familyId}`}
      backLabel="Back to family"
      actions={
        query.data ? (
          <Button width="auto" icon={null} onClick={() => window.print()}>
            Print statement
          </Button>
        ) : undefined
      }
    >
      <Loaded query={query} what="this family">
        {(family) => <FamilyStatement family={family} />}
      </Loaded>
    </PageLayout>
  );
}
