import { sql, type SQL } from 'drizzle-orm';

/** A write built with Drizzle and not yet run: a part of oneStatement. */
export type StatementPart = { getSQL(): SQL };

/**
 * Writes to different tables sent as one statement (the first ones as data-modifying WITH parts,
 * the last as the main statement), so a hot path pays one round trip for them; none given (null)
 * are left out. They all see one snapshot, so none may depend on what another writes.
 */
export function oneStatement(writes: ReadonlyArray<StatementPart | null>): SQL {
  const parts = writes.filter((write) => write !== null).map((write) => write.getSQL());
  const main = parts.pop();
  if (!main) throw new Error('oneStatement needs a write');
  if (parts.length === 0) return main;
  const withs = parts.map((part, index) => sql`${sql.raw(`w${index}`)} as (${part})`);
  return sql`with ${sql.join(withs, sql`, `)} ${main}`;
}
