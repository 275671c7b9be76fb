import type { Queryable } from './client';

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
