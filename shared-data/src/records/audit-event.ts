import { object } from 'yup';
import { AUDIT_ACTIONS, type AuditAction } from '../constants/audit';
import { field } from './record-shape';

/** One line of a school's audit log: who did what, to what, and when (docs/staff.md#the-audit-log). */
export const auditEventRecord = object({
  _id: field.text(),
  at: field.text().meta({ jsonSchema: { format: 'date-time' } }),
  /** Who did it, as named then: 'First Last <email>'; a parent paying by link or card, by name. */
  actor: field.text(),
  action: field.text().oneOf<AuditAction>(AUDIT_ACTIONS),
  /** What it was done to, in words: 'Okafor Ada (Primary1)', 'NGN 15,000 for Okafor Ada'. */
  subject: field.text(),
});
