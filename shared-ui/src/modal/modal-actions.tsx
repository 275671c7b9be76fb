import type { ReactNode } from 'react';
import styles from './modal.module.css';

/** The row of buttons at the foot of a modal; stacked full width on a phone. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
