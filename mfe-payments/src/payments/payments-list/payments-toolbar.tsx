import { termLabel } from '@fees/shared-data';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Classroom,
  type Term,
} from '@fees/shared-data/core';
import { Button, SearchInput } from '@fees/shared-ui';
import { FilterMenu } from '@fees/shared-ui/pages';
import styles from './payments-page.module.css';

export type PaymentsToolbarProps = {
  text: string;
  onTextChange: (text: string) => void;
  classrooms: readonly Classroom[];
  selectedClassrooms: readonly string[];
  onClassroomsChange: (ids: string[]) => void;
  selectedMethods: readonly string[];
  onMethodsChange: (methods: string[]) => void;
  /** The school's terms, oldest first. */
  terms: readonly Term[];
  selectedTerms: readonly string[];
  onTermsChange: (ids: string[]) => void;
  onExport: () => void;
  exporting: boolean;
  /** Nothing to export when the filtered set is empty. */
  canExport: boolean;
};

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

/**
 * Search by student name, the classroom, method and term filters, and the CSV export of what is
 * filtered.
 */
export function PaymentsToolbar({
  text,
  onTextChange,
  classrooms,
  selectedClassrooms,
  onClassroomsChange,
  selectedMethods,
  onMethodsChange,
  terms,
  selectedTerms,
  onTermsChange,
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
          {
            label: 'Method',
            options: METHOD_OPTIONS,
            selected: selectedMethods,
            onChange: onMethodsChange,
          },
          {
            label: 'Term',
            // Newest first: the current term is the one most looked for.
            options: [...terms]
              .reverse()
              .map((term) => ({ value: term._id, label: termLabel(term) })),
            selected: selectedTerms,
            onChange: onTermsChange,
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
