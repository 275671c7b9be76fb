import { PAGE_NAMES, termLabel } from '@fees/shared-data';
import { formatBalance, unmetInKobo } from '@fees/shared-data/core';
import { Button, Card, NotFoundPage, usePageTitle } from '@fees/shared-ui';
import { Loaded, PageLayout } from '@fees/shared-ui/pages';
import { useParams } from 'react-router';
import { DueLine } from './due-line';
import { PayByTransferLine } from './pay-by-transfer-line';
import { StatementTermTable } from './statement-term-table';
import { useStatement } from './use-statement';
import { useStudent } from '../student-page/use-student';
import styles from './statement.module.css';

/**
 * /students/{studentId}/statement: every term the student was charged in, oldest first, with the
 * balance running from one to the next, ending with what is left and by when; it prints on A4 without the dashboard around it.
 */
export function StatementPage() {
  const { studentId = '' } = useParams();
  const student = useStudent(studentId);
  const statement = useStatement(studentId);
  usePageTitle(PAGE_NAMES['/students/:id/statement']);
  if (student.notFound) {
    return <NotFoundPage what="student" backTo="/students" backLabel="Back to students" />;
  }
  return (
    <PageLayout
      width="form"
      title="Statement"
      subtitle={student.data ? `${student.data.fullname}, ${student.data.classroom}` : undefined}
      backTo={`/students/${studentId}`}
      backLabel="Back to student"
    >
      <Loaded query={statement} what="the statement">
        {({ terms, balance, instalments }) => (
          <Card>
            <div className={styles.statement}>
              {terms.map((term) => (
                <StatementTermTable key={term.termId} term={term} caption={termLabel(term)} />
              ))}
              <p className={styles.total}>
                <strong>{`Balance now: ${formatBalance(balance)}`}</strong>
              </p>
              <PayByTransferLine holder={{ holder: 'students', id: studentId }} />
              <DueLine parts={unmetInKobo(instalments)} />
              <div data-print="hide">
                <Button width="auto" icon={null} onClick={() => window.print()}>
                  Print statement
                </Button>
              </div>
            </div>
          </Card>
        )}
      </Loaded>
    </PageLayout>
  );
}
