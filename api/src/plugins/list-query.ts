import { LIMITS } from '@fees/shared-data/core';
import { eq, type Column, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { number, string } from 'yup';
import { querySchema } from './validation';

/** `limit`, `offset` and `q`, shared by every list. Without `limit`, a page holds the maximum. */
const listQueryShape = {
  limit: number()
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LIMITS.pageSizeMax, `limit must be at most ${LIMITS.pageSizeMax}`)
    .default(LIMITS.pageSizeMax),
  offset: number()
    .typeError('offset must be a number')
    .integer('offset must be a whole number')
    .min(0, 'offset must be at least 0')
    .max(1_000_000_000, 'offset is too large')
    .default(0),
  q: string()
    .strict()
    .typeError('q must be text')
    .max(LIMITS.queryMax, `q must not exceed ${LIMITS.queryMax} characters`),
};

const idFilter = (name: string) =>
  string().strict().typeError(`${name} must be text`).max(LIMITS.idMax, `Invalid ${name}`);

/** A list's query string: the shared paging keys, then one id filter per name, in that order. */
export function listQuerySchema(...filters: string[]) {
  return querySchema({
    ...listQueryShape,
    ...Object.fromEntries(filters.map((name) => [name, idFilter(name)])),
  });
}

export interface ListQuery {
  limit: number;
  offset: number;
  q?: string | undefined;
}

/** A list's query with the id filters `listQuerySchema` accepts for it. */
export type FilteredListQuery<F extends string> = ListQuery & { [K in F]?: string | undefined };

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
export function likePattern(q: string): string {
  return `%${q.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `column = value` for each id filter the query carries; a filter left out matches everything. */
export function filterConditions<F extends string>(
  query: { [K in NoInfer<F>]?: string | undefined },
  columns: Record<F, Column>,
): SQL[] {
  return (Object.keys(columns) as F[]).flatMap((name) => {
    const value = query[name];
    return value === undefined ? [] : [eq(columns[name], value)];
  });
}

export interface Page<T> {
  total: number;
  items: T[];
}

/**
 * Runs a list's count, then its page query (Drizzle queries run when awaited, so in this order),
 * both built on the same `where`.
 */
export async function readPage<T>(
  total: PromiseLike<Array<{ total: number }>>,
  items: PromiseLike<T[]>,
): Promise<Page<T>> {
  const [totalRow] = await total;
  return { total: Number(totalRow?.total ?? 0), items: await items };
}

/** The page's records as the body, the match count across all pages as `X-Total-Count`. */
export function sendPage<T, R>(reply: FastifyReply, page: Page<T>, toRecord: (item: T) => R) {
  const records = page.items.map(toRecord);
  reply.header('X-Total-Count', String(page.total));
  return records;
}
