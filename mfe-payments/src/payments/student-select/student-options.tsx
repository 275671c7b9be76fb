import type { Student } from '@fees/shared-data/core';
import { MenuSurface, SearchInput } from '@fees/shared-ui';
import { listKeyTarget } from '@fees/shared-ui/pages';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchStudents, studentBalanceLabel } from './student-search';
import styles from './student-select.module.css';

/**
 * An option's height on one line: assumed until the option is measured, and kept where nothing is
 * laid out. A long name wraps onto more lines, never cut, so options are measured as they render.
 */
const OPTION_HEIGHT_PX = 40;
/** How far PageUp and PageDown move: about one list height. */
const PAGE_STEP = 7;
/** The list's tallest (the dropdown's max height), assumed until it has been laid out. */
const LIST_MAX_HEIGHT_PX = 300;

/**
 * The list's size as the browser measures it; before the list is laid out (or where nothing is
 * laid out) its full height is assumed, so the first options render instead of none.
 */
function observeListRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    onRect(rect.height > 0 ? rect : { width: rect.width, height: LIST_MAX_HEIGHT_PX }),
  );
}

/** An option's measured height, or one line's where nothing is laid out. */
function measureOption(element: Element): number {
  return element.getBoundingClientRect().height || OPTION_HEIGHT_PX;
}

export type StudentOptionsProps = {
  id: string;
  students: readonly Student[];
  /** Each student's label by id, alike students told apart (studentLabels). */
  labels: ReadonlyMap<string, string>;
  /** The chosen student's id, '' for none: the list opens at it. */
  value: string;
  onChoose: (student: Student) => void;
  /** Escape: close without choosing. */
  onDismiss: () => void;
};

/**
 * The open dropdown: a search box (a combobox whose active option is announced through
 * aria-activedescendant) over a listbox that renders only the options in view, so a school with
 * thousands of students stays smooth.
 */
export function StudentOptions({
  id,
  students,
  labels,
  value,
  onChoose,
  onDismiss,
}: StudentOptionsProps) {
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const matches = searchStudents(students, query);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      students.findIndex((student) => student._id === value),
    ),
  );
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const optionId = useId();
  // No React Compiler memoizes this component; the virtualizer re-renders it on scroll itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: matches.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => OPTION_HEIGHT_PX,
    observeElementRect: observeListRect,
    measureElement: measureOption,
    overscan: 6,
  });
  const activeIndex = Math.min(active, matches.length - 1);
  const activeStudent = activeIndex >= 0 ? matches[activeIndex] : undefined;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  function move(to: number) {
    if (matches.length === 0) return;
    setActive(Math.max(0, Math.min(matches.length - 1, to)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const to = listKeyTarget(event.key, activeIndex, PAGE_STEP);
    if (to !== undefined) {
      event.preventDefault();
      move(to);
    } else if (event.key === 'Enter') {
      // Enter chooses; it must never submit the form around the dropdown.
      event.preventDefault();
      if (activeStudent) onChoose(activeStudent);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDismiss();
    }
  }

  return (
    <MenuSurface className={styles.panel} id={id}>
      <SearchInput
        ref={inputRef}
        label="Search students"
        placeholder="Search by name or ID"
        value={text}
        onValueChange={(next) => {
          setText(next);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={true}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeStudent ? `${optionId}-${activeIndex}` : undefined}
      />
      <div
        ref={listRef}
        id={`${id}-list`}
        role="listbox"
        aria-label="Students"
        className={styles.list}
        // Keeps focus in the search box while the list is clicked or scrolled.
        onMouseDown={(event) => event.preventDefault()}
      >
        <div
          role="presentation"
          className={styles.track}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const student = matches[item.index];
            if (!student) return null;
            const isActive = item.index === activeIndex;
            return (
              <div
                key={student._id}
                ref={virtualizer.measureElement}
                data-index={item.index}
                id={`${optionId}-${item.index}`}
                role="option"
                aria-selected={isActive}
                aria-setsize={matches.length}
                aria-posinset={item.index + 1}
                // The name holds the text shown, as a speech user says it, with a pause between
                // its two parts, which would otherwise run together when read.
                aria-label={`${labels.get(student._id)}, ${studentBalanceLabel(student)}`}
                data-chosen={student._id === value || undefined}
                className={isActive ? `${styles.option} ${styles.active}` : styles.option}
                style={{ minHeight: OPTION_HEIGHT_PX, transform: `translateY(${item.start}px)` }}
                onMouseMove={() => setActive(item.index)}
                onClick={() => onChoose(student)}
              >
                {/* The space, unseen between the flex items, keeps the class and the balance two
                    words in the text, which must be found in the name (WCAG 2.5.3). */}
                <span className={styles.name}>{labels.get(student._id)}</span>{' '}
                <span className={styles.optionBalance}>{studentBalanceLabel(student)}</span>
              </div>
            );
          })}
        </div>
      </div>
      {matches.length === 0 ? (
        <p role="status" className={styles.note}>
          {students.length === 0
            ? 'There are no students in this school yet.'
            : 'No students match'}
        </p>
      ) : null}
    </MenuSurface>
  );
}
