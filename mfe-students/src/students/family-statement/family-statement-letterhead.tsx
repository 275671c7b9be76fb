import { formatDay, schoolQueryOptions, schoolToday } from '@fees/shared-data';
import type { Family } from '@fees/shared-data/core';
import { useQuery } from '@tanstack/react-query';
import styles from './family-statement.module.css';

/**
 * The top of the paper under the page's titles (which name the family): the school, how to reach
 * the parent, and the day it was printed, since paper stays as it was while the balances move.
 */
export function FamilyStatementLetterhead({ family }: { family: Family }) {
  const { data: school } = useQuery(schoolQueryOptions(family.schoolId));
  return (
    <div className={styles.letterhead}>
      {school ? <p className={styles.school}>{school.name}</p> : null}
      <p>{`Parent phone number: ${family.phoneNo}`}</p>
      {family.parentEmail ? <p>{`Parent e-mail: ${family.parentEmail}`}</p> : null}
      <p>{`Printed on ${formatDay(schoolToday())}`}</p>
    </div>
  );
}
