import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { classNames } from '../class-names/class-names';
import { listKeyTarget } from '../list-keys/list-key-target';
import { stackedCell, type PhonePlace } from '../stacked-rows/stacked-rows';
import stacked from '../stacked-rows/stacked-rows.module.css';
import styles from './data-table.module.css';

export type DataColumn<T> = {
  /** Unique among the columns. */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers read better aligned to the end. */
  align?: 'start' | 'end';
  /** A CSS width for the column from 480 px, e.g. '30%'; phones lay a row out as `phone` says. */
  width?: string;
  /** Where the column goes on a phone; one left out is on the record's page. */
  phone?: PhonePlace;
  /**
   * Makes the header a button that asks for another order; the list sorts itself and hands the
   * table its rows in that order. `direction` is how the rows are ordered by this column now,
   * left out when they are not (the header's `aria-sort` then says nothing).
   */
  sort?: { direction?: 'ascending' | 'descending' | undefined; onSort: () => void };
};

export type DataTableProps<T> = {
  /** The table's accessible name, e.g. 'Students of Greenfield Academy'. */
  caption: string;
  columns: readonly DataColumn<T>[];
  /** The rows loaded so far. */
  rows: readonly T[];
  /** How many rows match in all, when more can be loaded than `rows` holds. */
  total?: number;
  rowKey: (row: T) => string;
  /**
   * Opens a row: by click, Enter or Space. Without it the rows are read-only, and the table's
   * box takes the Tab stop instead, so a keyboard can still scroll it.
   */
  onRowActivate?: (row: T) => void;
  /** Called when the last loaded rows come into view, to load the next page. */
  onNearEnd?: () => void;
  /**
   * Height in px of a row from 480 px, where cells keep to one line. On a phone a row grows to
   * its wrapped lines; every row is measured, so the rows below it move down.
   */
  rowHeight?: number;
  className?: string;
};

const PAGE_STEP = 10;

const NEAR_END_ROWS = 20;

/** The arrow beside a sortable header: the order now, or both ways while it is not sorted. */
const SORT_ARROWS = { ascending: '↑', descending: '↓', none: '↕' } as const;

function HeaderContent({ column, onSort }: { column: DataColumn<never>; onSort: () => void }) {
  if (!column.sort) return column.header;
  const direction = column.sort.direction ?? 'none';
  return (
    <button type="button" className={styles.sortButton} onClick={onSort}>
      {column.header}
      <span aria-hidden="true" className={styles.arrow}>
        {SORT_ARROWS[direction]}
      </span>
    </button>
  );
}

/**
 * A real table of any length: only the rows in view are in the page (a virtualizer with spacer
 * rows keeps the table's structure, and `aria-rowcount`/`aria-rowindex` tell screen readers where
 * they are). One row at a time is in the Tab order; arrows, Page Up/Down, Home and End move
 * between rows, and Enter or Space opens one, as a click does.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  total = rows.length,
  rowKey,
  onRowActivate,
  onNearEnd,
  rowHeight = 52,
  className,
}: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const focusPending = useRef(false);
  // The app is not built with the React Compiler, and this component reads the virtualizer afresh
  // on every render, so nothing stale is memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    // A row's measured height stays with that row when the rows before it change.
    getItemKey: (index) => (rows[index] === undefined ? index : rowKey(rows[index])),
    estimateSize: () => rowHeight,
    // A row not laid out (in a hidden box) measures 0 and keeps its estimate instead, or every row
    // would seem to fit in view at once.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || rowHeight,
    overscan: 8,
    // A box not laid out yet reports no height; a window's worth of rows shows at once instead
    // of none until the first resize.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));
  // A row scrolled out of the page cannot hold the Tab stop; the first row in view takes it.
  const tabbable = items.some((item) => item.index === activeIndex)
    ? activeIndex
    : (items[0]?.index ?? 0);
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (onNearEnd && rows.length > 0 && lastIndex >= rows.length - NEAR_END_ROWS) onNearEnd();
  }, [lastIndex, rows.length, onNearEnd]);

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${activeIndex}"]`);
    if (row) {
      focusPending.current = false;
      row.focus({ preventScroll: true });
    }
  });

  /**
   * Another order is another list: it shows from its top, with its first row the one Tab reaches.
   * The header keeps the focus, so the order can be stepped again.
   */
  function sortBy(column: DataColumn<T>) {
    column.sort?.onSort();
    setActive(0);
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }

  function moveTo(index: number) {
    const next = Math.min(Math.max(index, 0), rows.length - 1);
    if (next < 0) return;
    setActive(next);
    focusPending.current = true;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const ends: Record<string, number> = { Home: 0, End: rows.length - 1 };
    const target = listKeyTarget(event.key, activeIndex, PAGE_STEP) ?? ends[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
      return;
    }
    const row = rows[activeIndex];
    if ((event.key === 'Enter' || event.key === ' ') && row !== undefined && onRowActivate) {
      event.preventDefault();
      onRowActivate(row);
    }
  }

  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  // Spans every column on wider screens; on a phone, where a row is a block, it only holds the
  // height of the rows not drawn.
  const spacerCell = <td colSpan={columns.length} />;

  return (
    <div
      ref={scrollRef}
      className={classNames(styles.scroller, className)}
      tabIndex={onRowActivate ? undefined : 0}
      role={onRowActivate ? undefined : 'region'}
      aria-label={onRowActivate ? undefined : caption}
    >
      <table
        className={classNames(styles.table, stacked.stacked)}
        aria-rowcount={total + 1}
        style={{ '--row-height': `${rowHeight}px` } as CSSProperties}
      >
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sort?.direction}
                {...stackedCell(column)}
                style={
                  column.width ? ({ '--column-width': column.width } as CSSProperties) : undefined
                }
              >
                <HeaderContent column={column} onSort={() => sortBy(column)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onRowActivate ? onKeyDown : undefined}>
          {before > 0 ? (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: before }}>
              {spacerCell}
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            return (
              <tr
                key={rowKey(row)}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                tabIndex={onRowActivate ? (item.index === tabbable ? 0 : -1) : undefined}
                className={classNames(styles.record, onRowActivate && styles.row)}
                onFocus={() => setActive(item.index)}
                onClick={onRowActivate ? () => onRowActivate(row) : undefined}
              >
                {columns.map((column) => (
                  <td key={column.key} {...stackedCell(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 ? (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: after }}>
              {spacerCell}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
