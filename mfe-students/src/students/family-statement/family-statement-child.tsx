import { classLabel } from '../students-list/class-label';
import { formatBalance, type Statement, type Student } from '@fees/shared-data/core';
import { Card } from '@fees/shared-ui';
import { useId } from 'react';
import { StatementTermTable } from '../statement/statement-term-table';
import styles from './family-statement.module.css';
import statementStyles from '../statement/statement.module.css';

export type FamilyStatementChildProps = {
  child: Student;
  statement: Statement;
};

/** One child's part of a family statement: their own statement's terms, then what they owe now. */
export function FamilyStatementChild({ child, statement }: FamilyStatementChildProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.child}>
      <div className={statementStyles.statement}>
        <h2 id={headingId} className={statementStyles.heading}>
          {`${child.fullname}, ${classLabel(child)}`}
        </h2>
        {statement.terms.map((term) => (
          <StatementTermTable key={term.termId} term={term} />
        ))}
        <p className={statementStyles.total}>
          <strong>{`Balance now: ${formatBalance(child.balance)}`}</strong>
        </p>
      </div>
    </Card>
  );
}
