import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  receiptEntries,
  receiptSearchQueryOptions,
  receiptSearchText,
  searchEntries,
  searchEntryPath,
  searchIndexQueryOptions,
  TIMINGS,
  useCurrentSchoolStore,
  type SearchEntry,
} from '@fees/shared-data';
import { MenuSurface, SearchInput, useDebouncedValue } from '@fees/shared-ui';
import styles from './global-search.module.css';

const kindLabel = {
  schools: 'School',
  classrooms: 'Classroom',
  students: 'Student',
  payments: 'Receipt',
} as const;

/** Receipts are asked of the server once typing pauses, not at every key. */
const RECEIPT_PAUSE_MS = 250;

/** Whose a result is and where it belongs: 'Okafor Ada · Jss1 · Oakwood Academy'. */
const placeOf = (entry: SearchEntry) =>
  [entry.student, entry.classroom, entry.school].filter(Boolean).join(' · ');

/**
 * Searches the user's schools, classrooms and students by name, case-insensitively, so 'ada' finds
 * 'Ada', students by their parent's phone however it is typed, and receipts by their number; each
 * result names its class and school (docs/routes.md#search). A combobox: arrows move through the
 * results, Enter opens one.
 */
export function GlobalSearch() {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navigate = useNavigate();
  const schoolChosen = useCurrentSchoolStore((state) => state.schoolId !== null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searching = text.trim() !== '';
  const index = useQuery({ ...searchIndexQueryOptions(), enabled: searching });
  const receiptText = receiptSearchText(text);
  const settledReceiptText = receiptSearchText(useDebouncedValue(text, RECEIPT_PAUSE_MS));
  const receipts = useQuery({
    ...receiptSearchQueryOptions(settledReceiptText ?? ''),
    enabled: settledReceiptText !== null,
  });
  // Receipts found for what was typed before are not shown as this text's.
  const receiptsOfText = settledReceiptText === receiptText ? receipts.data : undefined;
  const results = index.data
    ? [
        ...searchEntries(index.data, text),
        ...(receiptsOfText ? receiptEntries(receiptsOfText, index.data) : []),
      ].slice(0, 20)
    : [];
  const waitingForReceipts =
    receiptText !== null && (settledReceiptText !== receiptText || receipts.isPending);
  const expanded = open && searching;
  const listShown = expanded && results.length > 0;

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const choose = (entry: SearchEntry) => {
    navigate(searchEntryPath(entry, schoolChosen));
    setOpen(false);
    clearTimer.current = setTimeout(() => setText(''), TIMINGS.searchClearMs);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        results.length ? (current + step + results.length) % results.length : 0,
      );
    } else if (event.key === 'Enter' && listShown && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={styles.search}>
      <SearchInput
        label="Search by name, receipt number or parent phone"
        placeholder="Search"
        value={text}
        onValueChange={(value) => {
          setText(value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        role="combobox"
        aria-expanded={listShown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={listShown && results[active] ? `${listId}-${active}` : undefined}
      />
      {listShown ? (
        // The listbox is the scrolling panel itself, so assistive tech knows it as the
        // combobox's popup: its options are reached with the arrows, never with Tab.
        <MenuSurface
          id={listId}
          role="listbox"
          aria-label="Search results"
          className={styles.results}
        >
          {results.map((entry, position) => (
            <div
              key={`${entry.collection}-${entry._id}`}
              id={`${listId}-${position}`}
              role="option"
              aria-selected={position === active}
              className={position === active ? `${styles.option} ${styles.active}` : styles.option}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(entry);
              }}
            >
              <span className={styles.found}>
                <span>{entry.name}</span>{' '}
                {placeOf(entry) ? <span className={styles.place}>{placeOf(entry)}</span> : null}
              </span>{' '}
              <span className={styles.kind}>{kindLabel[entry.collection]}</span>
            </div>
          ))}
        </MenuSurface>
      ) : expanded ? (
        // Not an option of the list: a note that there is nothing to choose, read out as it comes.
        <MenuSurface className={styles.results}>
          <p role="status" className={styles.note}>
            {index.isPending || waitingForReceipts
              ? 'Loading...'
              : index.isError || (receiptText !== null && receipts.isError)
                ? 'Search is unavailable right now.'
                : 'No results'}
          </p>
        </MenuSurface>
      ) : null}
    </div>
  );
}
