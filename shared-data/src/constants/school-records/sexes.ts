import type { Sex } from '../../types/student';

export const SEXES = ['Male', 'Female'] as const satisfies readonly Sex[];

/** The student filter's checkbox labels (M and F: docs/students.md#the-list). */
export const SEX_SHORT_LABELS: Readonly<Record<Sex, string>> = { Male: 'M', Female: 'F' };
