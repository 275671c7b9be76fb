import type { InferType } from 'yup';
import type { auditEventRecord } from '../records/audit-event';

/** A line of a school's audit log, as `auditEventRecord` says. */
export interface AuditEvent extends InferType<typeof auditEventRecord> {}
