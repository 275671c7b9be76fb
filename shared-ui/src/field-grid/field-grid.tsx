import type { ReactNode } from 'react';
import styles from './field-grid.module.css';

/** Form fields in two columns from tablet width up, one above the other on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
