import { feePercent, feesPaidSummary } from '@fees/shared-data';
import { useId, useState, type ReactNode } from 'react';
import { classNames } from '../class-names/class-names';
import { PercentageRing } from './percentage-ring';
import styles from './details-table.module.css';

export type DetailRow = {
  label: string;
  value: ReactNode;
};

export type DetailsTableProps = {
  /** Heading above the table, which also names it, e.g. 'School details'. */
  title: string;
  rows: DetailRow[];
  /**
   * The record's fees in naira: drawn as the 'Fees paid' ring (paid ÷ expected) with
   * 'NGN 40,000 of NGN 100,000 paid' under the title. Leave it out for no ring.
   */
  fees?: { paid: number; expected: number };
  /** The line under the title when it is not the fees', e.g. a payment's amount and date. */
  summary?: ReactNode;
  defaultExpanded?: boolean;
  /** Heading level of the title, so it fits under the page's h1. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * A record's label/value rows in a real table, with an optional fees-paid ring and a
 * 'Hide Details' / 'Show Details' toggle. Collapsing takes 300 ms, expanding starts after 50 ms
 * (docs/product-rules.md#timings); both are instant for people who ask for reduced motion.
 */
export function DetailsTable({
  title,
  rows,
  fees,
  summary = fees ? feesPaidSummary(fees.paid, fees.expected) : undefined,
  defaultExpanded = true,
  headingLevel = 2,
  className,
}: DetailsTableProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const regionId = useId();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className={classNames(styles.details, className)}>
      <div className={styles.header}>
        {fees ? (
          <PercentageRing percent={feePercent(fees.paid, fees.expected)} label="Fees paid" />
        ) : null}
        <Heading id={headingId} className={styles.heading}>
          {title}
          {summary ? <div className={styles.summary}>{summary}</div> : null}
        </Heading>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Hide Details' : 'Show Details'}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </div>
      <div
        id={regionId}
        className={styles.collapsible}
        data-state={expanded ? 'open' : 'closed'}
        aria-hidden={!expanded}
        inert={!expanded}
      >
        <div className={styles.clip}>
          <table className={styles.table} aria-labelledby={headingId}>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
