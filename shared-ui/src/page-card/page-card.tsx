import { useId, type ReactNode } from 'react';
import { Card } from '../card/card';
import { classNames } from '../class-names/class-names';
import styles from './page-card.module.css';

export type PageCardProps = {
  /** The page's h1. */
  title: string;
  /** A muted line under the title that says what the page is for. */
  lead?: ReactNode;
  /** 'narrow' for a short form (a code, one e-mail), 'wide' for a long one; left out, it fills. */
  width?: 'narrow' | 'wide';
  /**
   * Makes the card a region named by its title. Leave it off where the title would also answer
   * a search for one of its fields, e.g. 'Verify Email' for the 'Email' field.
   */
  labelled?: boolean;
  children: ReactNode;
};

/** A page that is one card: its h1, an optional lead and the task, centred when it has a width. */
export function PageCard({ title, lead, width, labelled = false, children }: PageCardProps) {
  const headingId = useId();
  return (
    <Card
      as={labelled ? 'section' : 'div'}
      aria-labelledby={labelled ? headingId : undefined}
      className={classNames(styles.card, width && styles[width])}
    >
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </Card>
  );
}
