import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

// A statement's text must not depend on the data it carries: the server prepares each text it is
// sent (db/prepare-by-text.ts), so texts that grow with a list or a file would fill its memory
// (docs/security.md#statements). Drizzle writes `in ($1, $2, …)` and multi-row VALUES, one text
// per number of values; these helpers send a list as one array parameter instead.

/** `column = any($1)`: the list is one parameter, whatever its length. */
export function anyOf(column: AnyColumn, values: readonly unknown[]): SQL {
  return sql`${column} = any(${sql.param(values.map((value) => column.mapToDriverValue(value)))})`;
}

/** The name of the row's 1-based position in insertRows' statement. */
const POSITION = 'row_position';

/**
 * Inserts `rows` with one statement whose text names only the table and the columns given: each
 * column's values are one array parameter, spread into rows by `unnest`. Every row gives the same
 * columns (an unset one is null); a column left out takes the database's default, so one the API
 * makes (an id) must be given. The `inOrder` columns (timestamps) take the transaction's time plus
 * the row's position in microseconds, so the rows list in the order given.
 */
/** Each of `keys`' values across `rows` as one typed array parameter, in the order given. */
function columnArrays(
  columns: Record<string, AnyColumn>,
  keys: readonly string[],
  rows: readonly object[],
) {
  return keys.map((key) => {
    const column = columns[key] as AnyColumn;
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === undefined || value === null ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
}

export async function insertRows<T extends PgTable>(
  db: Queryable,
  table: T,
  rows: readonly T['$inferInsert'][],
  inOrder: readonly (keyof T['$inferInsert'] & string)[] = [],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const keys = Object.keys(first).filter((key) => key in columns);
  const name = (key: string) => sql.identifier((columns[key] as AnyColumn).name);
  const arrays = columnArrays(columns, keys, rows);
  const position = sql.identifier(POSITION);
  const stamp = sql`now() + (${position} - 1) * interval '1 microsecond'`;
  await db.execute(
    sql`insert into ${table} (${sql.join([...keys, ...inOrder].map(name), sql`, `)})
      select ${sql.join([...keys.map(name), ...inOrder.map(() => stamp)], sql`, `)}
      from unnest(${sql.join(arrays, sql`, `)})
        with ordinality as given(${sql.join([...keys.map(name), position], sql`, `)})`,
  );
}

/**
 * Updates many rows of `table` with one statement, each to its own values: `rows` name the row by
 * `key` (its primary key) and give the same columns; each column's values are one array parameter
 * spread by `unnest`, so one statement changes a whole school's students.
 */
export async function updateRows<T extends PgTable>(
  db: Queryable,
  table: T,
  key: keyof T['$inferSelect'] & string,
  rows: readonly Partial<T['$inferInsert']>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const keys = Object.keys(first).filter((name) => name in columns && name !== key);
  const name = (column: string) => sql.identifier((columns[column] as AnyColumn).name);
  const given = sql.identifier('given');
  const sets = keys.map((column) => sql`${name(column)} = ${given}.${name(column)}`);
  await db.execute(
    sql`update ${table} set ${sql.join(sets, sql`, `)}
      from unnest(${sql.join(columnArrays(columns, [key, ...keys], rows), sql`, `)})
        as ${given}(${sql.join([key, ...keys].map(name), sql`, `)})
      where ${table}.${name(key)} = ${given}.${name(key)}`,
  );
}
