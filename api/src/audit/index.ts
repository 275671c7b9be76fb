// What the rest of the API may use of audit/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export {
  type AuditActor,
  type AuditEntry,
  type AuditListQuery,
  auditInsert,
  listAudit,
  recordAudit,
} from './audit-repository';
export { audited } from './audited';
