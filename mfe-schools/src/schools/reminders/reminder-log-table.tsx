import { formatMoney } from '@fees/shared-data';
import { formatSchoolDateTime, type ReminderLogEntry } from '@fees/shared-data/core';
import { ScrollingTable, stackedCell } from '@fees/shared-ui/pages';
import { useRef } from 'react';
import styles from './reminders.module.css';

const STATUS_WORDS = { sent: 'Sent', failed: 'Failed', skipped: 'Skipped' } as const;
const CHANNEL_WORDS = { email: 'E-mail', sms: 'SMS' } as const;

// On a phone a row is whom it went to, then a line for each of the rest.
const WHEN = stackedCell({ phone: 'below', label: 'When' });
const CHANNEL = stackedCell({ phone: 'below', label: 'Channel' });
const TO = stackedCell({});
const CHILDREN = stackedCell({ phone: 'below', label: 'Children' });
const STATUS = stackedCell({ phone: 'below', label: 'Status' });
const REASON = stackedCell({ phone: 'below', label: 'Reason' });
const COST = stackedCell({ align: 'end', phone: 'below', label: 'Cost' });

/** Every reminder on every channel, newest first: whom, when, for which children, and how it went. */
export function ReminderLogTable({ lines }: { lines: readonly ReminderLogEntry[] }) {
  const box = useRef<HTMLDivElement>(null);
  if (lines.length === 0) {
    return (
      <>
        <h2>Reminder log</h2>
        <p>No reminder has gone yet.</p>
      </>
    );
  }
  return (
    <ScrollingTable ref={box} caption="Reminder log" minWidth="32rem" phone="stack">
      <thead>
        <tr>
          <th scope="col" {...WHEN}>
            When
          </th>
          <th scope="col" {...CHANNEL}>
            Channel
          </th>
          <th scope="col" {...TO}>
            To
          </th>
          <th scope="col" {...CHILDREN}>
            Children
          </th>
          <th scope="col" {...STATUS}>
            Status
          </th>
          <th scope="col" {...REASON}>
            Reason
          </th>
          <th scope="col" {...COST}>
            Cost
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.at}-${line.channel}-${line.to}-${index}`}>
            <td {...WHEN}>{formatSchoolDateTime(line.at)}</td>
            <td {...CHANNEL}>{CHANNEL_WORDS[line.channel]}</td>
            <td {...TO} className={styles.to}>
              {line.to || '—'}
            </td>
            <td {...CHILDREN}>{line.students.filter(Boolean).join(', ') || '—'}</td>
            <td {...STATUS}>{STATUS_WORDS[line.status]}</td>
            <td {...REASON}>{line.reason ?? ''}</td>
            <td {...COST} className={styles.day}>
              {line.channel === 'sms' ? formatMoney(line.cost) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
