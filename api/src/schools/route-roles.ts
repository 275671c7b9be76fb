import type { SchoolRole } from './school-roles';

/** Who may change the school, its classes, fees and terms, delete anything or void: its owner. */
export const OWNER: readonly SchoolRole[] = ['owner'];

/** Who may record and take payments and keep the register: the owner and the bursar. */
export const RECORDERS: readonly SchoolRole[] = ['owner', 'bursar'];
