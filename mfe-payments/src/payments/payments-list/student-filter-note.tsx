import { studentQueryOptions } from '@fees/shared-data';
import { Button } from '@fees/shared-ui';
import { useQuery } from '@tanstack/react-query';
import styles from './payments-page.module.css';

export type StudentFilterNoteProps = {
  studentId: string;
  onClear: () => void;
};

/** Says whose payments the list is narrowed to (a student's 'View payments'), with a way out. */
export function StudentFilterNote({ studentId, onClear }: StudentFilterNoteProps) {
  const { data: student } = useQuery(studentQueryOptions(studentId));
  return (
    <p className={styles.filterNote}>
      <span>{`Payments of ${student ? student.fullname : 'one student'}`}</span>
      <Button variant="light" width="auto" icon={null} onClick={onClear}>
        Show every student
      </Button>
    </p>
  );
}
