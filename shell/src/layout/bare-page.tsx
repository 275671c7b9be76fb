import type { ReactNode } from 'react';
import styles from './bare-page.module.css';

/** A page without the dashboard around it, for someone who is not signed in. */
export function BarePage({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.page}>
      {children}
    </main>
  );
}
