import {
  schoolToday,
  studentDue,
  studentUnmet,
  type DueAtOnce,
  type Instalment,
} from '@fees/shared-data/core';

/** A linked student's figures in kobo and the plan that applies to them this term. */
interface PlannedStudent {
  broughtForwardKobo: number;
  expectedKobo: number;
  paidKobo: number;
  planInstalments: Instalment[] | null;
  termOpenedAt: Date | string;
  /** Late fees, due at once from the day each was charged. */
  lateFeesDue: DueAtOnce[];
}

/**
 * What a pay link tells of a student's dues (docs/due-dates.md#what-a-parent-reads): what is due
 * by `today` and since when, and what is left of each due day, in kobo.
 */
export function linkDue(student: PlannedStudent, today: string) {
  const openedOn = schoolToday(new Date(student.termOpenedAt));
  return {
    due: studentDue(student, student.planInstalments, openedOn, today, student.lateFeesDue),
    parts: studentUnmet(student, student.planInstalments, openedOn, student.lateFeesDue),
  };
}
