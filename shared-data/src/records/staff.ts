import { object, string } from 'yup';
import { SCHOOL_ROLES, STAFF_ROLES, type SchoolRole, type StaffRole } from '../constants/staff';
import { field } from './record-shape';

/**
 * One line of a school's staff (docs/staff.md): a member, by their user `_id`, or an invitation
 * not yet accepted, by its own. Names are a member's; an invitation has only the address.
 */
export const staffMemberRecord = object({
  _id: field.text(),
  email: field.text(),
  role: field.text().oneOf<SchoolRole>(SCHOOL_ROLES),
  status: field.text().oneOf(['active', 'invited'] as const),
  firstname: string().optional(),
  lastname: string().optional(),
  /** An invitation's: when its link stops working. */
  expiresAt: string()
    .optional()
    .meta({ jsonSchema: { format: 'date-time' } }),
});

/** What an invitation link shows before it is accepted: the school, the role and who asked. */
export const invitationViewRecord = object({
  schoolName: field.text(),
  role: field.text().oneOf<StaffRole>(STAFF_ROLES),
  /** The address it was sent to: only that account can accept it. */
  email: field.text(),
  /** The owner who sent it, 'First Last'. */
  invitedBy: field.text(),
  expiresAt: field.text().meta({ jsonSchema: { format: 'date-time' } }),
});

/** An accepted invitation: the school the person now reaches, and as what. */
export const membershipRecord = object({
  schoolId: field.text(),
  schoolName: field.text(),
  role: field.text().oneOf<SchoolRole>(SCHOOL_ROLES),
});
