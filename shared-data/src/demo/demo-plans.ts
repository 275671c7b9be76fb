import { daysAfter, daysBefore, schoolToday } from '../format/dates';
import type { Instalment } from '../ledger/due-now';
import { writePlans, type GuestData } from '../sources/guest-storage';
import { planProblem } from '../validation/money/plan-schemas';

/** How far the demo's first instalment lies behind the guest's today, and its second ahead. */
const FIRST_DAYS_AGO = 7;
const SECOND_DAYS_AHEAD = 28;

/**
 * The demo's payment plans (docs/due-dates.md#the-guest-demo): every school's current term asks
 * 60% a week before the guest's today and the rest four weeks after it, so 'late' shows the moment
 * the demo opens, whatever day that is. Worked out at login, since the demo's dates move to it.
 * A term that opened later than the first date keeps that part on its opening day; a plan the
 * term's session cannot hold is left out, and the term keeps the default, all due already.
 */
export function seedDemoPlans(storage: Storage, data: GuestData, now: Date): void {
  const today = schoolToday(now);
  const plans = data.terms
    .filter((term) => term.status === 'current')
    .flatMap((term) => {
      const openedOn = schoolToday(new Date(term.openedAt));
      const first = daysBefore(today, FIRST_DAYS_AGO);
      const instalments: Instalment[] = [
        { dueOn: first < openedOn ? openedOn : first, percent: 60 },
        { dueOn: daysAfter(today, SECOND_DAYS_AHEAD), percent: 40 },
      ];
      if (planProblem(instalments, term.session) !== null) return [];
      return [{ termId: term._id, studentId: null, instalments }];
    });
  writePlans(storage, plans);
}
