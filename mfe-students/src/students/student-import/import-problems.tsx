import type { ImportLine } from './read-student-file';
import styles from './student-import-page.module.css';

/** More than this many bad rows means a wrong file, not a few typos; the table marks the rest. */
const LISTED_MAX = 50;

/**
 * Each bad row's problems written out in full: the preview's cells keep to one line, so a long
 * message there is cut short, and on a phone the Problems column is off to the side.
 */
export function ImportProblems({ lines }: { lines: readonly ImportLine[] }) {
  const bad = lines.filter((line) => line.problems.length > 0);
  const listed = bad.slice(0, LISTED_MAX);
  const more = bad.length - listed.length;
  return (
    <div className={styles.problems}>
      <ul aria-label="Rows with problems" className={styles.problemList}>
        {listed.map((line) => (
          <li key={line.row}>
            <span className={styles.problemRow}>
              {line.cells.name ? `Row ${line.row} (${line.cells.name})` : `Row ${line.row}`}:
            </span>{' '}
            {line.problems.join('; ')}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className={styles.more}>
          {`${more.toLocaleString('en-US')} more ${more === 1 ? 'row has' : 'rows have'} problems, shown in the table below.`}
        </p>
      ) : null}
    </div>
  );
}
