import { formatBroughtForward, formatDay, formatMoney, type Defaulter } from '@fees/shared-data';
import { ScrollingTable } from '@fees/shared-ui';
import { SharePayLinkButton } from '@fees/shared-ui/pay-link';
import { Link } from 'react-router';
import styles from './defaulters.module.css';

export type DefaultersTableProps = {
  caption: string;
  defaulters: readonly Defaulter[];
  /** Whether each row offers 'Share pay link' (the owner and the bursar). */
  canShare: boolean;
  busy: boolean;
};

/**
 * Who owes, largest balance first, with what a bursar needs to chase each: the parent's phone
 * and e-mail as links that call and write, the last payment, and a pay link to send.
 */
export function DefaultersTable({ caption, defaulters, canShare, busy }: DefaultersTableProps) {
  return (
    <ScrollingTable caption={caption} minWidth={canShare ? '72rem' : '62rem'} busy={busy}>
      <thead>
        <tr>
          <th scope="col">Student</th>
          <th scope="col">Class</th>
          <th scope="col" className={styles.number}>
            Brought forward
          </th>
          <th scope="col" className={styles.number}>
            Balance
          </th>
          <th scope="col">Last payment</th>
          <th scope="col">Parent phone</th>
          <th scope="col">Parent e-mail</th>
          {canShare ? (
            <th scope="col" className={styles.printHidden}>
              Pay link
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {defaulters.map((row) => (
          <tr key={row.studentId}>
            <th scope="row" className={styles.name}>
              <Link to={`/students/${encodeURIComponent(row.studentId)}`}>{row.fullname}</Link>
            </th>
            <td>{row.classroom || 'Left the school'}</td>
            <td className={styles.number}>{formatBroughtForward(row.broughtForward)}</td>
            <td className={styles.number}>{formatMoney(row.balance)}</td>
            <td className={styles.nowrap}>
              {row.lastPaymentOn ? formatDay(row.lastPaymentOn) : 'Never paid'}
            </td>
            <td>
              {row.parentPhone ? <a href={`tel:${row.parentPhone}`}>{row.parentPhone}</a> : '—'}
            </td>
            <td>
              {row.parentEmail ? <a href={`mailto:${row.parentEmail}`}>{row.parentEmail}</a> : '—'}
            </td>
            {canShare ? (
              <td className={`${styles.printHidden} ${styles.nowrap}`}>
                <SharePayLinkButton studentId={row.studentId} fullname={row.fullname} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
