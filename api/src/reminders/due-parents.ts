import {
  daysBefore,
  daysBetween,
  defaultPlan,
  internationalPhone,
  schoolToday,
  studentDue,
  type Instalment,
} from '@fees/shared-data/core';

/** A student as the daily run reads them: who to tell, and the figures what is due comes from. */
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
  const due = studentDue(pupil, pupil.planInstalments, openedOn, asOf);
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
        const on = daysBefore(dueOn, -offset);
        const ahead = daysBetween(today, on);
        if (ahead >= 0 && ahead <= horizon) candidates.add(on);
      }
    }
  }
  const planned: { on: string; parents: number }[] = [];
  for (const on of [...candidates].sort()) {
    const parents = parentsOn(pupils, offsets, on).filter((parent) =>
      parent.children.some((child) => {
        const hit = dueDateHit(child, offsets, on);
        return hit !== null && childDue(child, hit, on) !== null;
      }),
    );
    if (parents.length > 0) planned.push({ on, parents: parents.length });
    if (planned.length === days) break;
  }
  return planned;
}
