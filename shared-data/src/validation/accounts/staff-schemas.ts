import { object, type InferType } from 'yup';
import { STAFF_ROLES } from '../../constants/staff';
import { mailableEmailRule } from './email-rules';
import { adminPasswordRule } from './password-schemas';
import { bodyObject, text, type RuleMode } from '../rules/rule-builders';

/** The form's empty choice ('') fails the list check first, so it carries the required message. */
function staffRoleRule(mode: RuleMode) {
  const outside =
    mode === 'form' ? 'A role is required' : `Role must be ${STAFF_ROLES.join(' or ')}`;
  return text(mode).required('A role is required').oneOf(STAFF_ROLES, outside);
}

/**
 * 'Invite': the address the invitation is mailed to, checked here too because a wrong one sends
 * the school's invitation to a stranger's inbox.
 */
export const staffInviteSchema = object({
  email: mailableEmailRule('form'),
  role: staffRoleRule('form'),
});
export type StaffInviteFormValues = InferType<typeof staffInviteSchema>;

/** `POST /api/schools/:id/staff`. */
export const staffInviteBodySchema = bodyObject({
  email: mailableEmailRule('body'),
  role: staffRoleRule('body'),
  password: adminPasswordRule('body'),
});
export type StaffInviteBody = InferType<typeof staffInviteBodySchema>;

/** `PUT /api/schools/:id/staff/:memberId`: a member's or an invitation's new role. */
export const staffRoleBodySchema = bodyObject({
  role: staffRoleRule('body'),
  password: adminPasswordRule('body'),
});
export type StaffRoleBody = InferType<typeof staffRoleBodySchema>;
