import { useId, type CSSProperties, type ReactNode, type Ref } from 'react';
import { classNames } from '../class-names/class-names';
import stacked from '../stacked-rows/stacked-rows.module.css';
import styles from './scrolling-table.module.css';

export type ScrollingTableProps = {
  /** The table's caption and the box's accessible name, e.g. 'Staff of Greenfield Academy'. */
  caption: string;
  /** The narrowest the columns lay out at, e.g. '36rem'; a narrower screen scrolls them sideways. */
  minWidth: string;
  /**
   * What a phone does with the columns: scroll them sideways (the default), or stack each row
   * into lines, as each cell's `stackedCell` says; then `minWidth` holds only from 480 px.
   */
  phone?: 'scroll' | 'stack';
  /** While the rows shown are about to be replaced (another page loading). */
  busy?: boolean;
  /** The box, for a page that moves the focus to it. */
  ref?: Ref<HTMLDivElement>;
  /** The table's `thead` and `tbody`. */
  children: ReactNode;
};

/**
 * A plain data table, every cell shown, in a box of its own that scrolls sideways where the screen
 * is narrower than its columns, or whose rows stack on a phone. The box takes a Tab stop and is
 * named by the caption, so a keyboard can scroll it even when no row holds a control. For long
 * lists that load as they scroll, use DataTable instead.
 */
export function ScrollingTable({
  caption,
  minWidth,
  phone = 'scroll',
  busy,
  ref,
  children,
}: ScrollingTableProps) {
  const captionId = useId();
  return (
    <div
      ref={ref}
      role="region"
      aria-labelledby={captionId}
      aria-busy={busy || undefined}
      tabIndex={0}
      className={styles.scroller}
    >
      <table
        className={classNames(styles.table, phone === 'stack' && stacked.stacked)}
        style={{ '--min-width': minWidth } as CSSProperties}
      >
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
