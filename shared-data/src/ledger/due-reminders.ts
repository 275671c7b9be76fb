import { daysAfter, daysBetween, formatDay, schoolToday } from '../format/dates';
import { formatMoney, toNaira } from '../format/money/money';
import { transferAccountWords } from '../format/money/payment-words';
import { internationalPhone } from '../format/people/phone';
import type { TransferAccount } from '../validation/money/settlement-schemas';
import { defaultPlan, studentDue, type DueAtOnce, type Instalment } from './due-now';

/** A student as a reminder run reads them: who to tell, and the figures what is due comes from. */
export interface Pupil {
  id: string;
  familyId: string | null;
  fullname: string;
  className: string;
  parentEmail: string;
  phoneNo: string;
  broughtForwardKobo: number;
  expectedKobo: number;
  paidKobo: number;
  planInstalments: Instalment[] | null;
  termOpenedAt: Date | string | null;
  /** Late fees, due at once from the day each was charged. */
  lateFeesDue: DueAtOnce[];
}

/** What one child has due, as a reminder says it: so much, by (or since) a day. */
export interface ChildDue {
  pupil: Pupil;
  dueKobo: number;
  /** `by` a day still to come, or late `since` one. */
  when: 'by' | 'since';
  day: string;
}

/** One parent, with every child of theirs a reminder on the day is for. */
export interface DueParent {
  key: string;
  email: string;
  phone: string;
  children: Pupil[];
}

const openedOnOf = (pupil: Pupil) =>
  pupil.termOpenedAt === null ? null : schoolToday(new Date(pupil.termOpenedAt));

/**
 * One parent is one address, case aside, or, with none, one phone number: a family's children
 * share theirs, so a family is reminded once (docs/reminders.md#who-is-reminded).
 */
export function parentKey(pupil: Pick<Pupil, 'parentEmail' | 'phoneNo'>): string | null {
  const email = pupil.parentEmail.trim().toLowerCase();
  if (email) return email;
  const phone = internationalPhone(pupil.phoneNo);
  return phone ? `tel:${phone}` : null;
}

/** The latest of the pupil's due dates a reminder on `day` is for, by the school's offsets. */
export function dueDateHit(pupil: Pupil, offsets: readonly number[], day: string): string | null {
  const openedOn = openedOnOf(pupil);
  if (openedOn === null) return null;
  let hit: string | null = null;
  for (const { dueOn } of pupil.planInstalments ?? defaultPlan(openedOn)) {
    if (offsets.includes(daysBetween(dueOn, day)) && (hit === null || dueOn > hit)) hit = dueOn;
  }
  return hit;
}

/**
 * What the child has due for a reminder on `day` about `dueDate`, by the plan's own arithmetic
 * (docs/due-dates.md): before the date, what will be due on it; from it on, what is due now.
 * Null when nothing is: a child who is paid up is never reminded.
 */
export function childDue(pupil: Pupil, dueDate: string, day: string): ChildDue | null {
  const openedOn = openedOnOf(pupil);
  if (openedOn === null) return null;
  const asOf = dueDate > day ? dueDate : day;
  const due = studentDue(pupil, pupil.planInstalments, openedOn, asOf, pupil.lateFeesDue);
  if (due.dueNowKobo <= 0) return null;
  return due.overdueSince !== null && due.overdueSince <= day
    ? { pupil, dueKobo: due.dueNowKobo, when: 'since', day: due.overdueSince }
    : { pupil, dueKobo: due.dueNowKobo, when: 'by', day: dueDate };
}

/**
 * The parents a run on `day` is for, with their children it names; whether each child still has
 * anything due is asked again when the reminder is sent.
 */
export function parentsOn(pupils: readonly Pupil[], offsets: readonly number[], day: string) {
  const parents = new Map<string, DueParent>();
  for (const pupil of pupils) {
    const key = parentKey(pupil);
    if (key === null || dueDateHit(pupil, offsets, day) === null) continue;
    const parent = parents.get(key) ?? {
      key,
      email: pupil.parentEmail.trim(),
      phone: pupil.phoneNo.trim(),
      children: [],
    };
    parent.email ||= pupil.parentEmail.trim();
    parent.phone ||= pupil.phoneNo.trim();
    parent.children.push(pupil);
    parents.set(key, parent);
  }
  return [...parents.values()];
}

/**
 * The next days reminders will go out from `today` on, within `horizon` days, with how many
 * parents each would reach if nothing were paid before then (docs/reminders.md#what-is-planned).
 */
export function plannedReminders(
  pupils: readonly Pupil[],
  offsets: readonly number[],
  today: string,
  { horizon = 92, days = 5 } = {},
): { on: string; parents: number }[] {
  const candidates = new Set<string>();
  for (const pupil of pupils) {
    const openedOn = openedOnOf(pupil);
    if (openedOn === null) continue;
    for (const { dueOn } of pupil.planInstalments ?? defaultPlan(openedOn)) {
      for (const offset of offsets) {
        const on = daysAfter(dueOn, offset);
        const ahead = daysBetween(today, on);
        if (ahead >= 0 && ahead <= horizon) candidates.add(on);
      }
    }
  }
  const planned: { on: string; parents: number }[] = [];
  for (const on of [...candidates].sort()) {
    const parents = parentsOn(pupils, offsets, on).filter(
      (parent) => owingChildren(parent.children, offsets, on).length > 0,
    );
    if (parents.length > 0) planned.push({ on, parents: parents.length });
    if (planned.length === days) break;
  }
  return planned;
}

/** Where a parent pays: a link, and the transfer account where there is one, for these children. */
export interface PayWay {
  url: string;
  transfer: TransferAccount | null;
  /** The children it pays for, named when a parent's children pay by different links. */
  names: string[];
}

/** A reminder's content, whichever channel carries it (docs/reminders.md#what-a-reminder-says). */
export interface DueReminder {
  schoolName: string;
  children: ChildDue[];
  ways: PayWay[];
}

const dueWords = (child: ChildDue) =>
  `${formatMoney(toNaira(child.dueKobo))} ${child.when === 'by' ? 'due by' : 'due since'} ${formatDay(child.day)}`;

const forWhom = (reminder: DueReminder, way: PayWay) =>
  reminder.ways.length > 1 ? ` for ${way.names.join(' and ')}` : '';

/** The e-mail's subject and text. */
export function dueReminderMailText(reminder: DueReminder): { subject: string; text: string } {
  const { schoolName } = reminder;
  return {
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

/** Why a reminder did not go on a channel, in the log's words (docs/reminders.md#the-log). */
export const REMINDER_SKIPS = {
  nothingDue: 'Nothing is due now',
  alreadyReminded: 'Already reminded today',
  noEmail: 'No e-mail address',
  noPhone: 'No Nigerian phone number',
  smsOff: 'SMS is off: the server has no SMS gateway set up.',
  demo: 'The demo sends nothing: this is what would have gone.',
} as const;

export const smsCapReached = (cap: number) => `This month's cap of ${cap} SMS is reached`;

/** Why `channel` cannot carry the parent's reminder, or null when it can. */
export function channelBlocked(
  channel: 'email' | 'sms',
  parent: Pick<DueParent, 'email' | 'phone'>,
  sms: { on: boolean; sentThisMonth: number; cap: number },
): string | null {
  if (channel === 'email') return parent.email ? null : REMINDER_SKIPS.noEmail;
  if (!sms.on) return REMINDER_SKIPS.smsOff;
  if (!internationalPhone(parent.phone)) return REMINDER_SKIPS.noPhone;
  return sms.sentThisMonth >= sms.cap ? smsCapReached(sms.cap) : null;
}

/** The parent's children a reminder on `day` names: those with something due, read as it goes. */
export function owingChildren(
  children: readonly Pupil[],
  offsets: readonly number[],
  day: string,
): ChildDue[] {
  return children.flatMap((pupil) => {
    const hit = dueDateHit(pupil, offsets, day);
    const due = hit === null ? null : childDue(pupil, hit, day);
    return due ? [due] : [];
  });
}
