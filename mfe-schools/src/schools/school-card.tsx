import { SCHOOL_LEVEL_LABELS, type School } from '@fees/shared-data';
import { ButtonLink, Card } from '@fees/shared-ui';
import { useId } from 'react';
import styles from './school-card.module.css';

export type SchoolCardProps = {
  school: School;
  /** Makes the school the current one as the card is opened. */
  onOpen: (schoolId: string) => void;
};

/** One school in the list; clicking anywhere on it opens /schools/{id}. */
export function SchoolCard({ school, onOpen }: SchoolCardProps) {
  const headingId = useId();
  return (
    <Card as="article" compact aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={styles.name}>
        {school.name}
      </h3>
      <p className={styles.address}>{school.address}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Level:</dt>
          <dd>{SCHOOL_LEVEL_LABELS[school.level]}</dd>
        </div>
        <div>
          <dt>Classrooms:</dt>
          <dd>{school.noOfClassrooms}</dd>
        </div>
        <div>
          <dt>Students:</dt>
          <dd>{school.noOfStudents}</dd>
        </div>
      </dl>
      <ButtonLink
        to={`/schools/${school._id}`}
        variant="light"
        width="auto"
        className={styles.link}
        onClick={() => onOpen(school._id)}
      >
        View School
      </ButtonLink>
    </Card>
  );
}
