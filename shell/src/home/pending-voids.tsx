import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoney, paymentsQueryOptions, mayDo, useCurrentSchool } from '@fees/shared-data';
import { Card } from '@fees/shared-ui';
import { useId } from 'react';
import styles from './pending-voids.module.css';

/** As many as an owner answers in one sitting; the count says when there are more. */
const SHOWN = 20;

/**
 * The bursars' void requests waiting for the owner of the chosen school (docs/staff.md#voids),
 * each a way to the payment where it is approved or declined. Nothing when none waits, or for
 * anyone but the owner.
 */
export function PendingVoids() {
  const headingId = useId();
  const { school } = useCurrentSchool();
  const owner = mayDo(school?.role, 'answerVoid');
  const { data } = useQuery({
    ...paymentsQueryOptions({
      filter: { schoolId: school?._id ?? '' },
      voidRequested: true,
      limit: SHOWN,
    }),
    enabled: owner,
  });
  if (!owner || !school || !data || data.total === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.title}>
        Voids waiting for you ({data.total})
      </h2>
      <p className={styles.text}>
        A bursar of {school.name} asked to void these payments. Each counts until you approve it.
      </p>
      <ul className={styles.list}>
        {data.items.map((payment) => (
          <li key={payment._id}>
            <Link to={`/payments/${payment._id}`}>
              {formatMoney(payment.amount)} for {payment.studentName}
            </Link>
            <span className={styles.why}>
              {' '}
              asked by {payment.voidRequest?.by}: {payment.voidRequest?.reason}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
