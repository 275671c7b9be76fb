import { countOf, formatMoney, type Defaulter } from '@fees/shared-data';
import { sumNaira } from '@fees/shared-data/core';

/**
 * The line over the list: 'No student owes …' or '12 students owe NGN 340,000 in all.', 'late
 * student(s)' when only the late are listed.
 */
export function defaultersSummary(
  defaulters: readonly Defaulter[],
  min: number | undefined,
  late = false,
) {
  const above = min ? ` more than ${formatMoney(min)}` : '';
  const student = late ? 'late student' : 'student';
  if (defaulters.length === 0)
    return `No ${student} owes${above || ' anything'} at the end of this term.`;
  const owed = formatMoney(sumNaira(defaulters.map((row) => row.balance)));
  const who = countOf(defaulters.length, `${student} owes`, `${student}s owe`);
  return `${who}${above}: ${owed} in all.`;
}
