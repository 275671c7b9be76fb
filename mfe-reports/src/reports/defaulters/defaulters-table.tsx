import { formatDay, formatMoney, type Defaulter } from '@fees/shared-data';
import { formatBroughtForward } from '@fees/shared-data/core';
import { ScrollingTable, stackedCell } from '@fees/shared-ui/pages';
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

// On a phone a row is the name and its balance, then a line for each of the rest.
const NAME = stackedCell({});
const CLASS = stackedCell({ phone: 'below' });
const BROUGHT_FORWARD = stackedCell({ align: 'end', phone: 'below', label: 'Brought forward' });
const BALANCE = stackedCell({ align: 'end' });
const LAST_PAYMENT = stackedCell({ phone: 'below', label: 'Last payment' });
const DAYS_OVERDUE = stackedCell({ align: 'end', phone: 'below', label: 'Days overdue' });
const PARENT = stackedCell({ phone: 'below', label: 'Parent' });
const PAY_LINK = stackedCell({ phone: 'below' });

/**
 * Who owes, largest balance first, with what a bursar needs to chase each: the parent's phone
 * and e-mail as links that call and write, the last payment, how many days they have been late
 * (blank when not), and a pay link to send. Every column
 * fits the dashboard's box at 1280 px: names and e-mails wrap, the parent's two ways to reach
 * share a column.
 */
export function DefaultersTable({ caption, defaulters, canShare, busy }: DefaultersTableProps) {
  return (
    <ScrollingTable caption={caption} minWidth="46rem" phone="stack" busy={busy}>
      <thead>
        <tr>
          <th scope="col" {...NAME}>
            Student
          </th>
          <th scope="col" {...CLASS}>
            Class
          </th>
          <th scope="col" className={styles.figureHead} {...BROUGHT_FORWARD}>
            Brought forward
          </th>
          <th scope="col" className={styles.number} {...BALANCE}>
            Balance
          </th>
          <th scope="col" {...LAST_PAYMENT}>
            Last payment
          </th>
          <th scope="col" className={styles.figureHead} {...DAYS_OVERDUE}>
            Days overdue
          </th>
          <th scope="col" {...PARENT}>
            Parent
          </th>
          {canShare ? (
            <th scope="col" className={styles.printHidden} {...PAY_LINK}>
              Pay link
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {defaulters.map((row) => (
          <tr key={row.studentId}>
            <th scope="row" className={styles.name} {...NAME}>
              <Link to={`/students/${encodeURIComponent(row.studentId)}`}>{row.fullname}</Link>
            </th>
            <td {...CLASS}>{row.classroom || 'Left the school'}</td>
            <td className={styles.figureHead} {...BROUGHT_FORWARD}>
              <BroughtForward naira={row.broughtForward} />
            </td>
            <td className={styles.number} {...BALANCE}>
              {formatMoney(row.balance)}
            </td>
            <td className={styles.nowrap} {...LAST_PAYMENT}>
              {row.lastPaymentOn ? formatDay(row.lastPaymentOn) : 'Never paid'}
            </td>
            <td className={styles.number} {...DAYS_OVERDUE}>
              {row.daysOverdue ?? ''}
            </td>
            <td className={styles.parent} {...PARENT}>
              <ParentContacts phone={row.parentPhone} email={row.parentEmail} />
            </td>
            {canShare ? (
              <td className={`${styles.printHidden} ${styles.nowrap}`} {...PAY_LINK}>
                <SharePayLinkButton studentId={row.studentId} fullname={row.fullname} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** 'NGN 8,500 arrears' with the amount kept whole: the word may go under it, for the room. */
function BroughtForward({ naira }: { naira: number }) {
  const words = formatBroughtForward(naira);
  const [, amount = words, rest = ''] = /^(\S+ \S+)(.*)$/.exec(words) ?? [];
  return (
    <>
      <span className={styles.nowrap}>{amount}</span>
      {rest}
    </>
  );
}

/** The parent's phone and e-mail as links that call and write, each on a line; '—' for neither. */
function ParentContacts({ phone, email }: { phone: string; email: string }) {
  if (!phone && !email) return '—';
  return (
    <>
      {phone ? (
        <a href={`tel:${phone}`} className={styles.nowrap}>
          {phone}
        </a>
      ) : null}
      {email ? (
        <a href={`mailto:${email}`} className={styles.email}>
          {email}
        </a>
      ) : null}
    </>
  );
}
