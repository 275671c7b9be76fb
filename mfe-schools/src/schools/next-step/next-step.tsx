import { ButtonLink, Callout } from '@fees/shared-ui';
import { mayDo, useCurrentSchool } from '@fees/shared-data';
import { useId } from 'react';
import styles from './next-step.module.css';

/**
 * What the current school still lacks before it can bill anyone: classrooms first (a student
 * joins a class, which sets the fee), then students (docs/schools.md#a-new-school). Nothing once
 * both exist, or for a member who may not add them.
 */
export function NextStep() {
  const { school } = useCurrentSchool();
  const headingId = useId();
  if (!school) return null;

  let message;
  let action;
  if (school.noOfClassrooms === 0 && mayDo(school.role, 'changeClasses')) {
    message = `${school.name} has no classrooms yet. Add its classes, each with its fee per child; then register its students.`;
    action = (
      <ButtonLink to="/classrooms/register" width="auto">
        Add classroom
      </ButtonLink>
    );
  } else if (
    school.noOfClassrooms > 0 &&
    school.noOfStudents === 0 &&
    mayDo(school.role, 'registerStudents')
  ) {
    message = `${school.name} has its classrooms but no students yet. Register its students, or import them from a CSV file.`;
    action = (
      <ButtonLink to="/students/register" width="auto">
        Add student
      </ButtonLink>
    );
  } else {
    return null;
  }

  return (
    <section aria-labelledby={headingId}>
      <Callout tone="info" role="status">
        <h2 id={headingId} className={styles.heading}>
          Next step for {school.name}
        </h2>
        <p>{message}</p>
        <div className={styles.action}>{action}</div>
      </Callout>
    </section>
  );
}
