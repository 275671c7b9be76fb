import { termLabel, termsQueryOptions } from '@fees/shared-data';
import type { Student } from '@fees/shared-data/core';
import { ButtonLink } from '@fees/shared-ui';
import { Loaded } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { StatementTermTable } from '../statement/statement-term-table';
import { useStatement } from '../statement/use-statement';
import styles from '../statement/statement.module.css';

/**
 * The student page's current term, the school's (docs/terms.md#next-term), line by line, and the
 * way to every earlier one. A leaver is charged nothing in it: the page says so rather than show
 * the last term they were charged in as this one.
 */
export function StudentCharges({ student }: { student: Student }) {
  const statement = useStatement(student._id);
  const current = useQuery(termsQueryOptions(student.schoolId)).data?.at(-1);
  return (
    <section aria-labelledby="charges-heading" className={styles.section}>
      <h2 id="charges-heading" className={styles.heading}>
        {current ? `This term: ${termLabel(current)}` : 'This term'}
      </h2>
      <Loaded query={statement} what="the charges">
        {({ terms }) => {
          const last = terms.at(-1);
          if (!last) return <p>Nothing has been charged yet.</p>;
          if (student.enrolment === 'left' && current && last.termId !== current._id) {
            return (
              <p>{`Left the school after ${termLabel(last)}: charged nothing in ${termLabel(current)}.`}</p>
            );
          }
          return <StatementTermTable term={last} />;
        }}
      </Loaded>
      <ButtonLink width="auto" variant="light" to={`/students/${student._id}/statement`}>
        View statement
      </ButtonLink>
    </section>
  );
}
