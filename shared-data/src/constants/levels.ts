import type { SchoolLevel } from '../types/school';

export const SCHOOL_LEVELS = [
  'Primary',
  'Secondary',
  'Tetiary',
  'Other',
] as const satisfies readonly SchoolLevel[];

/** The stored value keeps the spec's spelling 'Tetiary'; people read the correct word. */
export const SCHOOL_LEVEL_LABELS: Readonly<Record<SchoolLevel, string>> = {
  Primary: 'Primary',
  Secondary: 'Secondary',
  Tetiary: 'Tertiary',
  Other: 'Other',
};

export function isSchoolLevel(value: unknown): value is SchoolLevel {
  return typeof value === 'string' && (SCHOOL_LEVELS as readonly string[]).includes(value);
}

export function schoolLevelLabel(level: SchoolLevel): string {
  return SCHOOL_LEVEL_LABELS[level];
}
