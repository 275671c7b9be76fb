import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only, such as a search box's label. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return (
    <span
      className={className ? `${styles.visuallyHidden} ${className}` : styles.visuallyHidden}
      {...rest}
    />
  );
}
