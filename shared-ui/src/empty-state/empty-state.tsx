import type { ReactNode } from 'react';
import { classNames } from '../class-names/class-names';
import styles from './empty-state.module.css';

export type EmptyStateProps = {
  /** e.g. 'Please create a school to get started.' */
  message: ReactNode;
  /** What to do about it, e.g. a `ButtonLink` to the register page. */
  action?: ReactNode;
  /** A decorative picture, e.g. an `IconContainer`. */
  icon?: ReactNode;
  className?: string;
};

/** What a list shows when it has nothing yet, with the way to add the first item. */
export function EmptyState({ message, action, icon, className }: EmptyStateProps) {
  return (
    <div className={classNames(styles.empty, className)}>
      {icon}
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  );
}
