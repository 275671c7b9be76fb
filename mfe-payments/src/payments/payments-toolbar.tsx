import type { Classroom } from '@fees/shared-data';
import { Button, FilterMenu, SearchInput } from '@fees/shared-ui';
import styles from './payments-page.module.css';

export type PaymentsToolbarProps = {
  text: string;
  onTextChange: (text: string) => void;
  classrooms: readonly Classroom[];
  selectedClassrooms: readonly string[];
  onClassroomsChange: (ids: string[]) => void;
  onExport: () => void;
  exporting: boolean;
  /** Nothing to export when the filtered set is empty. */
  canExport: boolean;
};

/** Search by student name, the classroom filter and the CSV export of what is filtered. */
export function PaymentsToolbar({
  text,
  onTextChange,
  classrooms,
  selectedClassrooms,
  onClassroomsChange,
  onExport,
  exporting,
  canExport,
}: PaymentsToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <SearchInput
        label="Search by student name"
        placeholder="Search by student name"
        value={text}
        onValueChange={onTextChange}
        className={styles.search}
      />
      <FilterMenu
        groups={[
          {
            label: 'Classroom',
            options: classrooms.map((room) => ({ value: room._id, label: room.name })),
            selected: selectedClassrooms,
            onChange: onClassroomsChange,
          },
        ]}
      />
      <Button
        variant="light"
        width="auto"
        icon={null}
        busy={exporting}
        disabled={!canExport}
        onClick={onExport}
      >
        Export CSV
      </Button>
    </div>
  );
}
