import { toKobo, toNaira } from '@fees/shared-data/core';

/** One part of a stacked bar: where it starts and ends along the value axis, in naira. */
export type Segment<Key extends string> = { key: Key; from: number; to: number };

/**
 * The segments of one stacked bar, in the order of `keys`; a key with nothing is left out. Each
 * edge is added up in kobo, so the top of a stack is its exact total.
 */
export function stackSegments<Key extends string>(
  keys: readonly Key[],
  amounts: Partial<Record<Key, number>>,
): Segment<Key>[] {
  const segments: Segment<Key>[] = [];
  let edgeKobo = 0;
  for (const key of keys) {
    const kobo = toKobo(amounts[key] ?? 0);
    if (kobo === 0) continue;
    segments.push({ key, from: toNaira(edgeKobo), to: toNaira(edgeKobo + kobo) });
    edgeKobo += kobo;
  }
  return segments;
}
