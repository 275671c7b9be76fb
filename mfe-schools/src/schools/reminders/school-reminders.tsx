import {
  countOf,
  formatDay,
  formatMoney,
  mayDo,
  reminderLogQueryOptions,
  reminderScheduleQueryOptions,
} from '@fees/shared-data';
import { offsetWords, type ReminderSchedule, type School } from '@fees/shared-data/core';
import { Callout } from '@fees/shared-ui';
import { Loaded } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { ReminderLogTable } from './reminder-log-table';
import { ReminderScheduleForm } from './reminder-schedule-form';
import { SendNowButton } from './send-now-button';
import { SmsCapForm } from './sms-cap-form';
import styles from './reminders.module.css';

const CHANNEL_WORDS = { email: 'e-mail', sms: 'SMS' } as const;

/** The schedule in words, for those who may read it but not change it. */
function scheduleWords({ offsets, channels }: ReminderSchedule): string {
  if (offsets.length === 0) return 'Reminders do not send themselves: none is set.';
  const days = offsets.map(offsetWords).join(', ');
  return `Reminders go ${days} each due date, by ${channels.map((one) => CHANNEL_WORDS[one]).join(' and ')}.`;
}

function Planned({ schedule }: { schedule: ReminderSchedule }) {
  if (schedule.planned.length === 0) {
    return <p>Nothing is planned: no parent owes on the days the schedule sends.</p>;
  }
  return (
    <ul>
      {schedule.planned.map(({ on, parents }) => (
        <li key={on}>
          <span className={styles.day}>{formatDay(on)}</span>
          {`: ${countOf(parents, 'parent', 'parents')}, if nothing is paid before then`}
        </li>
      ))}
    </ul>
  );
}

/**
 * A school's reminders that send themselves (docs/reminders.md): when and how, the SMS cap and
 * this month's SMS, what is planned next, 'Send due reminders now', and the log. The owner
 * changes them; every other member reads them.
 */
export function SchoolReminders({ school }: { school: School }) {
  const schedule = useQuery(reminderScheduleQueryOptions(school._id));
  const log = useQuery(reminderLogQueryOptions(school._id));
  const owner = mayDo(school.role, 'setReminders');
  return (
    <div className={styles.reminders}>
      <Loaded query={schedule} what="the reminders">
        {(current) => (
          <>
            <section className={styles.section} aria-labelledby="reminders-when">
              <h2 id="reminders-when">When reminders go</h2>
              {owner ? (
                <ReminderScheduleForm schoolId={school._id} schedule={current} />
              ) : (
                <p>{scheduleWords(current)}</p>
              )}
            </section>
            <section className={styles.section} aria-labelledby="reminders-sms">
              <h2 id="reminders-sms">SMS</h2>
              {current.smsOff ? (
                <Callout tone="info" role="status">
                  {current.smsOff}
                </Callout>
              ) : null}
              <p>
                {`This month: ${countOf(current.smsThisMonth.count, 'SMS', 'SMS')}, ${formatMoney(current.smsThisMonth.cost)}, of at most ${current.smsCap}.`}
              </p>
              {owner ? <SmsCapForm schoolId={school._id} cap={current.smsCap} /> : null}
            </section>
            <section className={styles.section} aria-labelledby="reminders-planned">
              <h2 id="reminders-planned">Planned next</h2>
              <Planned schedule={current} />
              {mayDo(school.role, 'runReminders') ? <SendNowButton schoolId={school._id} /> : null}
            </section>
          </>
        )}
      </Loaded>
      <section className={styles.section}>
        <Loaded query={log} what="the reminder log">
          {(lines) => <ReminderLogTable lines={lines} />}
        </Loaded>
      </section>
    </div>
  );
}
