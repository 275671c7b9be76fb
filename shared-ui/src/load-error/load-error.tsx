import { DataError, StorageError } from '@fees/shared-data';
import { Button } from '../button/button';
import { ResetDemoButton } from './reset-demo-button';
import styles from './load-error.module.css';

export type LoadErrorProps = {
  /** What failed to load, e.g. 'the schools'. */
  what: string;
  error: unknown;
  /** Offered as Retry; leave out where retrying cannot help. */
  onRetry?: () => void;
};

/**
 * A failed load: what failed, the data layer's reason, and Retry; for damaged guest data, whose
 * damage a retry would most likely read again, also a reset of the demo data.
 */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  const damaged = error instanceof StorageError && error.problem === 'corrupt';
  return (
    <div role="alert" className={styles.problem}>
      <p>{`Could not load ${what}.`}</p>
      {error instanceof DataError && error.message ? (
        <p className={styles.detail}>{error.message}</p>
      ) : null}
      {damaged || onRetry ? (
        <div className={styles.actions}>
          {damaged ? <ResetDemoButton /> : null}
          {onRetry ? (
            <Button variant="light" width="auto" icon={null} onClick={onRetry}>
              Retry
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
