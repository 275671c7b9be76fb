import { schoolToday } from '@fees/shared-data';
import { dueSentence, type UnmetPart } from '@fees/shared-data/core';

/**
 * The last word of a statement a parent is handed: what is left and by when, in the pay page's
 * words (docs/due-dates.md#what-a-parent-reads); nothing once all of it is paid.
 */
export function DueLine({ parts }: { parts: readonly UnmetPart[] }) {
  const sentence = dueSentence(parts, schoolToday());
  return sentence === null ? null : <p>{`${sentence}.`}</p>;
}
