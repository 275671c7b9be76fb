import type { Student } from '@fees/shared-data/core';
import { FormField } from '@fees/shared-ui/pages';
import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { StudentOptions } from './student-options';
import { studentLabels } from './student-search';
import styles from './student-select.module.css';

export type StudentSelectProps = {
  students: readonly Student[];
  /** The chosen student's id; '' for none. */
  value: string;
  onChange: (student: Student) => void;
  error?: string;
  /** While the students load, the dropdown says so and stays shut. */
  loading?: boolean;
  disabled?: boolean;
};

/**
 * 'Select student': a button that opens a searchable list of the school's students, read as
 * 'fullname - (classroom)'. Arrow keys open it and move through it, Enter chooses, Escape closes
 * it, and focus comes back to the button.
 */
export function StudentSelect({
  students,
  value,
  onChange,
  error,
  loading = false,
  disabled = false,
}: StudentSelectProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const valueId = useId();
  const labelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const chosen = students.find((student) => student._id === value);
  const labels = useMemo(() => studentLabels(students), [students]);

  function close() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    <FormField label={<span id={labelId}>Select student</span>} error={error}>
      {(control) => (
        <div className={styles.select} onBlur={onBlur}>
          <button
            ref={triggerRef}
            type="button"
            {...control}
            aria-labelledby={`${labelId} ${valueId}`}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            disabled={disabled || loading}
            className={styles.trigger}
            onClick={() => setOpen((isOpen) => !isOpen)}
            onKeyDown={onTriggerKeyDown}
          >
            <span id={valueId} className={chosen ? styles.value : styles.placeholder}>
              {chosen
                ? labels.get(chosen._id)
                : loading
                  ? 'Loading students...'
                  : 'Choose a student'}
            </span>
            <span className={styles.chevron} aria-hidden="true" />
          </button>
          {open ? (
            <StudentOptions
              id={panelId}
              students={students}
              labels={labels}
              value={value}
              onChoose={(student) => {
                onChange(student);
                close();
              }}
              onDismiss={close}
            />
          ) : null}
        </div>
      )}
    </FormField>
  );
}
