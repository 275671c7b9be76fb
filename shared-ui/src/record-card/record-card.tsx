import { useId, type ReactNode } from 'react';
import { ButtonLink } from '../button/button-link';
import { Card } from '../card/card';
import { classNames } from '../class-names/class-names';
import type { DetailRow } from '../details-table/details-table';
import styles from './record-card.module.css';

export type RecordCardProps = {
  /** The record's name: the card's h3 and accessible name. */
  title: string;
  /** A muted line under the title, e.g. a school's address. */
  description?: ReactNode;
  /** A few figures, each shown as 'Label: value'. */
  facts: readonly DetailRow[];
  /** 'inline' wraps the facts along a line; 'stacked' puts one per line. */
  factsLayout?: 'inline' | 'stacked';
  /** The record's page, e.g. '/schools/{id}'. */
  to: string;
  linkLabel: string;
  /** Runs as the card is opened, e.g. to make the school the current one. */
  onOpen?: () => void;
};

/** One record in a list: name, a few facts, and a link whose box covers the whole card. */
export function RecordCard({
  title,
  description,
  facts,
  factsLayout = 'inline',
  to,
  linkLabel,
  onOpen,
}: RecordCardProps) {
  const headingId = useId();
  return (
    <Card as="article" compact aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={styles.name}>
        {title}
      </h3>
      {description ? <p className={styles.description}>{description}</p> : null}
      <dl className={classNames(styles.facts, styles[factsLayout])}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}:</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink to={to} variant="light" width="auto" className={styles.link} onClick={onOpen}>
        {linkLabel}
      </ButtonLink>
    </Card>
  );
}
