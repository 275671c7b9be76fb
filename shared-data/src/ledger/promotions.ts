import { CLASS_PRESETS } from '../constants/school-records/class-presets';
import type { SchoolLevel } from '../types/school';

/** Where a class's students go at a new session: another class's _id, or null when they leave. */
export type Promotions = Record<string, string | null>;

const key = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/**
 * The promotion table a session change starts from (docs/terms.md#next-term): each class whose
 * name is a preset of the school's level moves to the next class up the presets that the school
 * has, over any it lacks (Primary1 → Primary3 in a school with no Primary2); the level's last class
 * leaves the school. A class the presets do not know, or with no class of the school above it
 * though the level goes on, keeps its students: the owner decides before confirming.
 */
export function defaultPromotions(
  level: SchoolLevel,
  classrooms: readonly { _id: string; name: string }[],
): Promotions {
  const presets = CLASS_PRESETS[level].map(key);
  const byName = new Map(classrooms.map((room) => [key(room.name), room._id]));
  const promotions: Promotions = {};
  for (const room of classrooms) {
    const index = presets.indexOf(key(room.name));
    if (index === -1) continue;
    if (index === presets.length - 1) {
      promotions[room._id] = null;
      continue;
    }
    const next = presets.slice(index + 1).find((name) => byName.has(name));
    if (next !== undefined) promotions[room._id] = byName.get(next) as string;
  }
  return promotions;
}

/**
 * How many students the next term charges with `promotions` (docs/terms.md#next-term): those
 * enrolled now but the ones in a class sent out of the school.
 */
export function chargedNextTerm(
  preview: { students: number; classes: readonly { _id: string; students: number }[] },
  promotions: Promotions = {},
): number {
  const leaving = preview.classes.filter((room) => promotions[room._id] === null);
  return leaving.reduce((count, room) => count - room.students, preview.students);
}
