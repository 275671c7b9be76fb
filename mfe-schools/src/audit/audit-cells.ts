import { AUDIT_ACTION_LABELS, formatSchoolDateTime, type AuditEvent } from '@fees/shared-data/core';

/** The log's columns, the table's and the CSV file's alike. */
export const AUDIT_COLUMNS = ['When', 'Who', 'What', 'Details'] as const;

/**
 * A line of the log in words, one per column: the file says what the table says, so a line found
 * on the screen is found in the file by the same words.
 */
export function auditCells(event: AuditEvent): [string, string, string, string] {
  return [
    formatSchoolDateTime(event.at),
    event.actor,
    AUDIT_ACTION_LABELS[event.action],
    event.subject,
  ];
}
