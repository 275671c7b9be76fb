import { sql, type SQL } from 'drizzle-orm';

/** A write built with Drizzle and not yet run: a part of oneStatement. */
export type StatementPart = { getSQL(): SQL };

/** A part the parts after it read by `name`: what its RETURNING gives. */
export interface NamedPart {
  name: string;
  write: StatementPart;
}

/**
 * Writes to different tables sent as one statement (the first ones as data-modifying WITH parts,
 * the last as the main statement), so a hot path pays one round trip for them; none given (null)
 * are left out. They all see one snapshot, so none may read what another writes, except through
 * a named part's RETURNING, which the parts after it may select from.
 */
export function oneStatement(writes: ReadonlyArray<StatementPart | NamedPart | null>): SQL {
  const parts = writes
    .filter((write) => write !== null)
    .map((write, index) =>
      'write' in write
        ? { name: write.name, sql: write.write.getSQL() }
        : { name: `w${index}`, sql: write.getSQL() },
    );
  const main = parts.pop();
  if (!main) throw new Error('oneStatement needs a write');
  if (parts.length === 0) return main.sql;
  const withs = parts.map((part) => sql`${sql.identifier(part.name)} as (${part.sql})`);
  return sql`with ${sql.join(withs, sql`, `)} ${main.sql}`;
}
