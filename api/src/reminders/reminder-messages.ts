import {
  formatDay,
  formatMoney,
  toNaira,
  transferAccountWords,
  type TransferAccount,
} from '@fees/shared-data/core';
import type { MailMessage } from '../mail';
import type { ChildDue } from './due-parents';

/** Where a parent pays: a link, and the transfer account where there is one, for these children. */
export interface PayWay {
  url: string;
  transfer: TransferAccount | null;
  /** The children it pays for, named when a parent's children pay by different links. */
  names: string[];
}

/** A reminder's content, whichever channel carries it. */
export interface DueReminder {
  schoolName: string;
  children: ChildDue[];
  ways: PayWay[];
}

const dueWords = (child: ChildDue) =>
  `${formatMoney(toNaira(child.dueKobo))} ${child.when === 'by' ? 'due by' : 'due since'} ${formatDay(child.day)}`;

const forWhom = (reminder: DueReminder, way: PayWay) =>
  reminder.ways.length > 1 ? ` for ${way.names.join(' and ')}` : '';

/** The e-mail (docs/reminders.md#what-a-reminder-says). */
export function dueReminderMail(to: string, reminder: DueReminder): MailMessage {
  const { schoolName } = reminder;
  return {
    to,
    subject: `Reminder: school fees due at ${schoolName}`,
    text: [
      'Dear parent,',
      '',
      `${schoolName} reminds you of school fees due:`,
      '',
      ...reminder.children.map(
        (child) => `${child.pupil.fullname} (${child.pupil.className}): ${dueWords(child)}`,
      ),
      '',
      ...reminder.ways.flatMap((way) => [
        `Pay by card${forWhom(reminder, way)}: ${way.url}`,
        ...(way.transfer ? [`Or pay by transfer to ${transferAccountWords(way.transfer)}.`] : []),
      ]),
      '',
      'A receipt is e-mailed when you pay. If you have paid already, please ignore this message.',
    ].join('\n'),
  };
}

/** The SMS: the same facts in as few pages as they fit. */
export function dueReminderSms(reminder: DueReminder): string {
  const children = reminder.children
    .map((child) => `${child.pupil.fullname} ${dueWords(child)}`)
    .join('; ');
  const ways = reminder.ways.map((way) =>
    [
      `Pay${forWhom(reminder, way)}: ${way.url}`,
      ...(way.transfer ? [`or transfer to ${transferAccountWords(way.transfer)}`] : []),
    ].join(' '),
  );
  return `${reminder.schoolName}: school fees ${children}. ${ways.join('. ')}.`;
}
