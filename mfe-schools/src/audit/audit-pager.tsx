import { Button } from '@fees/shared-ui';
import { AUDIT_PAGE_SIZE } from './use-audit-log';
import styles from './audit.module.css';

export type AuditPagerProps = {
  /** The page shown, from 0. */
  page: number;
  /** Lines that match, on every page. */
  total: number;
  onPageChange: (page: number) => void;
};

function count(value: number): string {
  return value.toLocaleString('en-US');
}

/** Which lines are shown, 'Lines 51–100 of 123', and the way to the pages either side. */
export function AuditPager({ page, total, onPageChange }: AuditPagerProps) {
  const first = page * AUDIT_PAGE_SIZE + 1;
  const last = Math.min(total, (page + 1) * AUDIT_PAGE_SIZE);
  return (
    <div className={styles.pager}>
      <p role="status" className={styles.summary}>
        {`Lines ${count(first)}–${count(last)} of ${count(total)}`}
      </p>
      {total > AUDIT_PAGE_SIZE ? (
        <div className={styles.pages}>
          <Button
            variant="light"
            width="auto"
            icon={null}
            disabled={page === 0}
            onClick={() => onPageChange(page - 1)}
          >
            Previous
          </Button>
          <Button
            variant="light"
            width="auto"
            icon={null}
            disabled={last >= total}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </div>
  );
}
