import { auditQueryOptions, errorMessage, schoolToday, toCsv } from '@fees/shared-data';
import type { AuditEvent, School } from '@fees/shared-data/core';
import { toastError, toastSuccess } from '@fees/shared-ui';
import { downloadCsv } from '@fees/shared-ui/pages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_COLUMNS, auditCells } from './audit-cells';
import { auditParams } from './audit-params';
import type { AuditFilter } from './use-audit-filters';

/** Lines asked for at a time: a long log comes in a few requests, none of them heavy. */
const EXPORT_PAGE_SIZE = 500;

/** 'audit-log-kings-college-2026-03-05.csv': the school, and the day it was taken in Lagos. */
function fileName(school: School): string {
  const slug = school.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `audit-log-${slug || 'school'}-${schoolToday()}.csv`;
}

/** 'Export CSV': every line of the log that matches the filter, however many pages it spans. */
export function useExportAudit(school: School, filter: AuditFilter) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    if (busy) return;
    setBusy(true);
    try {
      const lines: AuditEvent[] = [];
      for (let total = Infinity; lines.length < total;) {
        const page = await queryClient.fetchQuery(
          auditQueryOptions(school._id, {
            ...auditParams(filter),
            limit: EXPORT_PAGE_SIZE,
            offset: lines.length,
          }),
        );
        lines.push(...page.items);
        // A log that shrank meanwhile (its school deleted elsewhere) must not ask forever.
        total = page.items.length === 0 ? lines.length : page.total;
      }
      downloadCsv(fileName(school), await toCsv(AUDIT_COLUMNS, lines.map(auditCells)));
      const count = lines.length.toLocaleString('en-US');
      toastSuccess(`${count} ${lines.length === 1 ? 'line' : 'lines'} exported.`);
    } catch (error) {
      toastError(`The audit log was not exported. ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return { exportCsv, busy };
}
