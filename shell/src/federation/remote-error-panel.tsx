import { useEffect, useRef } from 'react';
import { Button } from '@fees/shared-ui';
import styles from './remote-error-panel.module.css';

interface Props {
  label: string;
  onRetry: () => void;
}

export function RemoteErrorPanel({ label, onRetry }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);

  // Screen-reader and keyboard users land on the message instead of a silently changed page.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.panel} role="alert" aria-labelledby="remote-error-heading">
      <h2 id="remote-error-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        This section is unavailable right now.
      </h2>
      <p className={styles.text}>
        {label} could not be loaded. The rest of the dashboard still works; try again in a moment.
      </p>
      <Button width="auto" icon={null} onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}
