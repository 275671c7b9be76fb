import { formatMoney, type Classroom } from '@fees/shared-data';
import { ButtonLink, Card } from '@fees/shared-ui';
import { useId } from 'react';
import styles from './classroom-card.module.css';

/** One classroom in the list; clicking anywhere on it opens /classrooms/{id}. */
export function ClassroomCard({ classroom }: { classroom: Classroom }) {
  const headingId = useId();
  return (
    <Card as="article" compact aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={styles.name}>
        {classroom.name}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>Class teacher:</dt>
          <dd>{classroom.classTeacher}</dd>
        </div>
        <div>
          <dt>Fees per child:</dt>
          <dd>{formatMoney(classroom.classFees)}</dd>
        </div>
        <div>
          <dt>Students:</dt>
          <dd>{classroom.noOfStudents}</dd>
        </div>
      </dl>
      <ButtonLink
        to={`/classrooms/${classroom._id}`}
        variant="light"
        width="auto"
        className={styles.link}
      >
        View classroom
      </ButtonLink>
    </Card>
  );
}
