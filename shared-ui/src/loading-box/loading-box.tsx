import { classNames } from '../class-names/class-names';
import styles from './loading-box.module.css';

export type LoadingBoxSize = 'page' | 'inline';

export type LoadingBoxProps = {
  /** What is loading, read out politely. Defaults to 'Loading...'. */
  text?: string;
  /** 'page' fills a content area; 'inline' sits in a line of text or a table cell. */
  size?: LoadingBoxSize;
  className?: string;
};

/** A spinner with text, announced once as a polite status. */
export function LoadingBox({ text = 'Loading...', size = 'page', className }: LoadingBoxProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={classNames(styles.box, styles[size], className)}
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
