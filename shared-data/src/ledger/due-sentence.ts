import { formatDayMonth } from '../format/dates';
import { formatMoney, toKobo, toNaira } from '../format/money/money';
import type { UnmetPart } from './due-now';

/** Unmet parts as JSON carries them, naira (docs/due-dates.md#what-a-parent-reads). */
export function unmetInNaira(parts: readonly UnmetPart[]) {
  return parts.map(({ dueOn, amountKobo }) => ({ dueOn, amount: toNaira(amountKobo) }));
}

/** What is due as a pay link's JSON carries it, naira. */
export function dueInNaira(
  due: { dueNowKobo: number; overdueSince: string | null },
  parts: readonly UnmetPart[],
) {
  return {
    dueNow: toNaira(due.dueNowKobo),
    overdueSince: due.overdueSince,
    instalments: unmetInNaira(parts),
  };
}

/** The unmet parts of a view's JSON back in kobo, for the sentence. */
export function unmetInKobo(
  instalments: readonly { dueOn: string; amount: number }[],
): UnmetPart[] {
  return instalments.map(({ dueOn, amount }) => ({ dueOn, amountKobo: toKobo(amount) }));
}

type Place = 'first' | 'middle' | 'rest';

/** 'NGN 60,000 due by 15 January'; 'was due on' once the day has passed; the last is 'the rest'. */
function partWords({ dueOn, amountKobo }: UnmetPart, today: string, place: Place): string {
  const amount = formatMoney(toNaira(amountKobo));
  const day = formatDayMonth(dueOn);
  const when =
    dueOn < today ? `was due on ${day}` : place === 'first' ? `due by ${day}` : `by ${day}`;
  return place === 'rest' ? `the rest, ${amount}, ${when}` : `${amount} ${when}`;
}

/**
 * What a parent reads of what is left to pay and by when (docs/due-dates.md#what-a-parent-reads):
 * each unmet part in date order, the last one as 'the rest'; null when nothing is unmet.
 */
export function dueSentence(parts: readonly UnmetPart[], today: string): string | null {
  if (parts.length === 0) return null;
  return parts
    .map((part, index) =>
      partWords(
        part,
        today,
        index === 0 ? 'first' : index === parts.length - 1 ? 'rest' : 'middle',
      ),
    )
    .join('; ');
}
