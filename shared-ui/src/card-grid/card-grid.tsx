import { useId, type ReactNode } from 'react';
import styles from './card-grid.module.css';

export type CardGridProps<T extends { _id: string }> = {
  /** The list's h2, which also names it, e.g. 'Select school to manage'. */
  heading: string;
  items: readonly T[];
  /** One card for an item, usually a `RecordCard`. */
  renderItem: (item: T) => ReactNode;
  /** How narrow a column may get before the grid drops one. */
  minColumnWidth?: string;
};

/** A labelled list of records as a grid of cards, as many columns as fit. */
export function CardGrid<T extends { _id: string }>({
  heading,
  items,
  renderItem,
  minColumnWidth = '16rem',
}: CardGridProps<T>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul
        className={styles.grid}
        style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${minColumnWidth}, 1fr))` }}
      >
        {items.map((item) => (
          <li key={item._id}>{renderItem(item)}</li>
        ))}
      </ul>
    </section>
  );
}
