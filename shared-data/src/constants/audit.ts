/**
 * What a school's audit log records (docs/staff.md#the-audit-log), each with how the log reads
 * it. Every write to a school's records adds one, in the transaction of the write.
 */
export const AUDIT_ACTION_LABELS = {
  'school.created': 'School registered',
  'school.updated': 'School edited',
  'settlement.set': 'Settlement account set',
  'transfer-account.made': 'Transfer account given',
  'transfer.assigned': 'Transfer assigned',
  'classroom.created': 'Class added',
  'classroom.updated': 'Class edited',
  'classroom.deleted': 'Class deleted',
  'fee-items.saved': 'Fee items set',
  'plan.set': 'Payment plan set',
  'term.started': 'Term started',
  'term.set': 'Term set',
  'student.created': 'Student registered',
  'student.updated': 'Student edited',
  'student.deleted': 'Student deleted',
  'student.change-requested': 'Student change requested',
  'student.change-approved': 'Student change approved',
  'student.change-declined': 'Student change declined',
  'students.imported': 'Students imported',
  'family.updated': 'Family edited',
  'sibling-discount.set': 'Sibling discount set',
  'payment.recorded': 'Payment recorded',
  'payment.paid': 'Card payment received',
  'payment.refused': 'Card charge refused',
  'payment.voided': 'Payment voided',
  'payment.void-requested': 'Void requested',
  'payment.void-approved': 'Void approved',
  'payment.void-declined': 'Void declined',
  'pay-link.shared': 'Pay link shared',
  'pay-link.revoked': 'Pay links revoked',
  'pay-link.mailed': 'Pay link e-mailed',
  'reminders.sent': 'Reminders sent',
  'reminders.scheduled': 'Reminder schedule set',
  'sms-cap.set': 'SMS cap set',
  'reminders.run': 'Due reminders sent now',
  'staff.invited': 'Staff invited',
  'staff.joined': 'Staff joined',
  'staff.role-changed': 'Staff role changed',
  'staff.removed': 'Staff removed',
  'staff.invitation-revoked': 'Invitation revoked',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];
