import type { ReactNode } from 'react';
import { classNames } from '../class-names/class-names';
import styles from './callout.module.css';

export type CalloutProps = {
  /**
   * 'success' for what went well, 'danger' for what failed, 'warning' for what waits on someone,
   * 'info' for what is worth knowing.
   */
  tone: 'success' | 'danger' | 'warning' | 'info';
  /** 'status' is read politely; 'alert' interrupts. */
  role: 'status' | 'alert';
  /** A bold first line, e.g. 'Your password has been reset.' */
  title?: ReactNode;
  /** The message: text, or paragraphs and a link. */
  children?: ReactNode;
};

/** A tinted box that reports an outcome in the page, announced by its role. */
export function Callout({ tone, role, title, children }: CalloutProps) {
  return (
    <div role={role} className={classNames(styles.callout, styles[tone])}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children}
    </div>
  );
}
