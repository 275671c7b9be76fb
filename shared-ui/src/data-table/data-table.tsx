import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
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
import styles from './data-table.module.css';

export type DataColumn<T> = {
  /** Unique among the columns. */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers read better aligned to the end. */
  align?: 'start' | 'end';
  /** A CSS width for the column, e.g. '30%'; phones share the width among the columns shown. */
  width?: string;
  /** Left out on phone-sized screens, so the columns that matter fit without scrolling sideways. */
  secondary?: boolean;
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
  /** Height of a row in px; cells keep to one line, so every row has it. */
  rowHeight?: number;
  className?: string;
};

const PAGE_STEP = 10;

function cellClass(column: DataColumn<never>) {
  return (
    classNames(column.align === 'end' && styles.end, column.secondary && styles.secondary) ||
    undefined
  );
}
const NEAR_END_ROWS = 20;

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
    estimateSize: () => rowHeight,
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

  // One cell per column, hidden with it on phones: a single cell spanning every column would make
  // the hidden ones count again and leave the shown ones half the table's width.
  const spacerCells = columns.map((column) => (
    <td key={column.key} className={cellClass(column)} />
  ));

  return (
    <div
      ref={scrollRef}
      className={classNames(styles.scroller, className)}
      tabIndex={onRowActivate ? undefined : 0}
      role={onRowActivate ? undefined : 'region'}
      aria-label={onRowActivate ? undefined : caption}
    >
      <table className={styles.table} aria-rowcount={total + 1}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cellClass(column)}
                style={
                  column.width ? ({ '--column-width': column.width } as CSSProperties) : undefined
                }
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onRowActivate ? onKeyDown : undefined}>
          {before > 0 ? (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: before }}>
              {spacerCells}
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            return (
              <tr
                key={rowKey(row)}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                tabIndex={onRowActivate ? (item.index === tabbable ? 0 : -1) : undefined}
                className={onRowActivate ? styles.row : undefined}
                style={{ height: rowHeight }}
                onFocus={() => setActive(item.index)}
                onClick={onRowActivate ? () => onRowActivate(row) : undefined}
              >
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 ? (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: after }}>
              {spacerCells}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
