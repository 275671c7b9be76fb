import type { AuditParams } from '@fees/shared-data';
import type { AuditFilter } from './use-audit-filters';

/** The filter as the source asks for it, leaving out what is not set. */
export function auditParams({ action, from, to, q }: AuditFilter): AuditParams {
  return {
    ...(action === '' ? {} : { actions: [action] }),
    ...(from === '' ? {} : { from }),
    ...(to === '' ? {} : { to }),
    ...(q === '' ? {} : { q }),
  };
}
