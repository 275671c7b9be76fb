import type { SchoolLevel } from '../../types/school';

export const SCHOOL_LEVELS = [
  'Primary',
  'Secondary',
  'Tetiary',
  'Other',
] as const satisfies readonly SchoolLevel[];

/**
 * Stored values keep the original product's spelling 'Tetiary', so its data stays valid; people
 * read the correct word.
 */
export const SCHOOL_LEVEL_LABELS: Readonly<Record<SchoolLevel, string>> = {
  Primary: 'Primary',
  Secondary: 'Secondary',
  Tetiary: 'Tertiary',
  Other: 'Other',
};
