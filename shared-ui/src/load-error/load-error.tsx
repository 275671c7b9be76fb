import { DataError } from '@fees/shared-data';
import { Button } from '../button/button';
import styles from './load-error.module.css';

export type LoadErrorProps = {
  /** What failed to load, e.g. 'the schools'. */
  what: string;
  error: unknown;
  /** Offered as Retry; leave out where retrying cannot help. */
  onRetry?: () => void;
};

/** A failed load: what failed, the data layer's reason, and Retry. */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className={styles.problem}>
      <p>{`Could not load ${what}.`}</p>
      {error instanceof DataError && error.message ? (
        <p className={styles.detail}>{error.message}</p>
      ) : null}
      {onRetry ? (
        <Button variant="light" width="auto" icon={null} onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
