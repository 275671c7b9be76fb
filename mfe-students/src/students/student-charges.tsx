import type { Student } from '@fees/shared-data';
import { ButtonLink, Loaded } from '@fees/shared-ui';
import { StatementTermTable } from './statement-term-table';
import { useStatement } from './use-statement';
import styles from './statement.module.css';

/** The student page's current term, line by line, and the way to every earlier one. */
export function StudentCharges({ student }: { student: Student }) {
  const statement = useStatement(student._id);
  return (
    <section aria-labelledby="charges-heading" className={styles.section}>
      <h2 id="charges-heading" className={styles.heading}>
        This term
      </h2>
      <Loaded query={statement} what="the charges">
        {({ terms }) => {
          const current = terms.at(-1);
          return current ? (
            <StatementTermTable term={current} />
          ) : (
            <p>Nothing has been charged yet.</p>
          );
        }}
      </Loaded>
      <ButtonLink width="auto" variant="light" to={`/students/${student._id}/statement`}>
        View statement
      </ButtonLink>
    </section>
  );
}
