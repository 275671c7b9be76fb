import { SCHOOL_ROLE_LABELS } from '@fees/shared-data';
import { STAFF_ROLES, type SchoolRole, type StaffRole } from '@fees/shared-data/core';

/** The roles an owner gives, as a select offers them. */
export const STAFF_ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: SCHOOL_ROLE_LABELS[role],
}));

/** What each role may do, in one line beside the choice (docs/staff.md#the-roles). */
export const STAFF_ROLE_HINT =
  'A bursar records payments, adds and edits students and shares pay links; a viewer sees everything and changes nothing.';

/** The role 'Change role' offers first: with two to choose from, the one they do not have. */
export function otherStaffRole(role: SchoolRole): StaffRole {
  return role === 'viewer' ? 'bursar' : 'viewer';
}
