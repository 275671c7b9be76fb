import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statements one connection keeps prepared; past it, new texts are planned each time as before. */
const PER_CONNECTION_MAX = 300;
/**
 * The longest text prepared, in characters: the API's own statements stay under 2,100. A longer
 * one is planned each time, so however it came to be, it costs the server no memory once it ran.
 */
export const PREPARED_TEXT_MAX = 4096;
/** Names remembered for texts seen, so a text is hashed once; cleared when full. */
const NAMES_MAX = 2000;

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAMES_MAX) names.clear();
    name = `t_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

type QueryArgs = Parameters<pg.ClientBase['query']>;

/**
 * Names each statement that carries values by its text, so PostgreSQL parses and plans it once per
 * connection and afterwards only binds and runs it, as postgres.js does by default: planning a
 * list's joins cost more than running them. Lists build their SQL from the filters given, so the
 * texts are many but bounded; no text may depend on the data it carries (db/fixed-text.ts), as the
 * server keeps each prepared one for the connection's life. A connection keeps at most
 * PER_CONNECTION_MAX of them, each shorter than PREPARED_TEXT_MAX. Statements without values
 * (migrations, several statements in one text) are sent as they are.
 */
export function prepareByText(client: pg.ClientBase): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: QueryArgs) => {
    const [config, values] = args as unknown as [unknown, unknown];
    if (typeof config !== 'object' || config === null) return query(...args);
    const statement = config as pg.QueryConfig;
    const given = Array.isArray(values) ? values : statement.values;
    if (
      statement.name ||
      !given ||
      given.length === 0 ||
      statement.text.length > PREPARED_TEXT_MAX
    ) {
      return query(...args);
    }
    const name = nameOf(statement.text);
    if (!prepared.has(name)) {
      if (prepared.size >= PER_CONNECTION_MAX) return query(...args);
      prepared.add(name);
    }
    return query({ ...statement, name }, ...args.slice(1));
  }) as pg.ClientBase['query'];
}
