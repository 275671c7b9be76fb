import type {
  PgPreparedQuery,
  PreparedQueryConfig,
  SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from './client';

const byDatabase = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * A statement built and prepared once per database handle, then run with new values
 * (`sql.placeholder`): the hot reads of every request skip building their SQL again, and
 * PostgreSQL keeps its plan per connection instead of planning them anew each time.
 */
export function preparedOnce<T>(db: Queryable, name: string, prepare: (db: Queryable) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(db);
    statements.set(name, statement);
  }
  return statement;
}

/** What Drizzle keeps in a select it has prepared: its text, its values' places, its fields. */
interface BuiltSelect {
  queryString: string;
  params: unknown[];
  fields: SelectedFieldsOrdered;
  joinsNotNullableMap?: Record<string, boolean>;
}

/**
 * A select built once and then run inside any transaction with new values (`sql.placeholder`).
 * Drizzle ties a prepared statement to the session it was made on, and each transaction is a
 * session of its own, so `preparedOnce` cannot serve one. This keeps what Drizzle built and hands
 * it to the transaction's session by the call Drizzle's own `prepare` makes. The card payment's
 * locking read took 240 µs to build on every payment (docs/performance.md).
 */
export function selectInTransaction<
  Select extends {
    prepare(name: string): PgPreparedQuery<PreparedQueryConfig>;
    execute(): Promise<unknown>;
  },
>(
  name: string,
  build: (tx: Transaction) => Select,
): (tx: Transaction, values: Record<string, unknown>) => ReturnType<Select['execute']> {
  let built: BuiltSelect | undefined;
  return (tx, values) => {
    built ??= build(tx).prepare(name) as unknown as BuiltSelect;
    const query = tx._.session.prepareQuery(
      { sql: built.queryString, params: built.params },
      built.fields,
      undefined,
      true,
    ) as unknown as BuiltSelect & PgPreparedQuery<PreparedQueryConfig>;
    query.joinsNotNullableMap = built.joinsNotNullableMap;
    return query.execute(values) as ReturnType<Select['execute']>;
  };
}
