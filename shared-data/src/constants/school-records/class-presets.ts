import type { SchoolLevel } from '../../types/school';

const PRIMARY = [
  'Creche',
  'KG1',
  'KG2',
  'Nursery1',
  'Nursery2',
  'Primary1',
  'Primary2',
  'Primary3',
  'Primary4',
  'Primary5',
  'Primary6',
] as const;
const SECONDARY = ['Jss1', 'Jss2', 'Jss3', 'SSS1', 'SSS2', 'SSS3'] as const;
const TERTIARY = ['Year1', 'Year2', 'Year3', 'Year4', 'Year5'] as const;

/**
 * Preset classroom names per school level (docs/schools.md#classrooms). The old product gave no
 * list for 'Other'; such a school (a combined nursery-to-secondary school, a vocational centre) may
 * run any of the classes, so it offers every preset rather than none, and the free-text name still
 * covers the rest.
 */
export const CLASS_PRESETS: Readonly<Record<SchoolLevel, readonly string[]>> = {
  Primary: PRIMARY,
  Secondary: SECONDARY,
  Tetiary: TERTIARY,
  Other: [...PRIMARY, ...SECONDARY, ...TERTIARY],
};

/** The register form's dropdown shows the presets lowercased (docs/schools.md#classrooms). */
export function presetClassOptions(level: SchoolLevel): string[] {
  return CLASS_PRESETS[level].map((name) => name.toLowerCase());
}
