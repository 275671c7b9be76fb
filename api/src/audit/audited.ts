import type { Database, Transaction } from '../db/client';
import { recordAudit, type AuditEntry } from './audit-repository';

/**
 * Runs a write and adds its line to the school's audit log in one transaction
 * (docs/staff.md#the-audit-log). `entry` reads what the write answered: the line, or null when it
 * wrote nothing (a refusal, a record not found), which leaves no line.
 */
export function audited<T>(
  db: Database,
  write: (tx: Transaction) => Promise<T>,
  entry: (result: T) => AuditEntry | null,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    const line = entry(result);
    if (line) await recordAudit(tx, line);
    return result;
  });
}
