import styles from './charts.module.css';

export type LegendItem = {
  label: string;
  /** A CSS colour, e.g. one of METHOD_COLOURS. */
  colour: string;
  /** How the chart draws it: a filled bar (the default) or a dashed line. */
  mark?: 'bar' | 'line';
};

/** What each colour of a chart stands for, as text beside a sample of its mark. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className={styles.legend}>
      {items.map((item) => (
        <li key={item.label} className={styles.legendItem}>
          <span
            aria-hidden="true"
            className={item.mark === 'line' ? styles.lineMark : styles.barMark}
            style={
              item.mark === 'line' ? { borderColor: item.colour } : { background: item.colour }
            }
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
