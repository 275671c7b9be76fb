import { LIMITS, SORT_ORDERS, isRecordId, type SortOrder } from '@fees/shared-data/core';
import { asc, desc, eq, type Column, type SQL } from 'drizzle-orm';
import { anyOf } from '../db/fixed-text';
import type { FastifyReply } from 'fastify';
import { mixed, number, string, type ObjectShape } from 'yup';
import { querySchema } from './request-schemas';

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

/** More values than a screen's filter checkboxes could ever send. */
const FILTER_VALUES_MAX = 200;

/**
 * A filter that takes one value or several, comma-separated (`classroom=a,b`) or repeated
 * (`classroom=a&classroom=b`), and hands the route an array; an empty value filters nothing.
 * Every value must pass `valid`, or the field is refused with `message`.
 */
function multiFilter(valid: (part: string) => boolean, message: string) {
  return mixed<string[]>()
    .transform((value: unknown) => {
      if (value === undefined || value === '') return undefined;
      const given: unknown[] = Array.isArray(value) ? value : [value];
      return given.flatMap((one) => (typeof one === 'string' ? one.split(',') : [one]));
    })
    .test(
      'values',
      message,
      (value) =>
        value === undefined ||
        (Array.isArray(value) &&
          value.length <= FILTER_VALUES_MAX &&
          value.every((part) => typeof part === 'string' && valid(part))),
    )
    .meta({
      jsonSchema: { type: 'string', description: 'One value, or several separated by commas' },
    });
}

const idFilter = (name: string) =>
  multiFilter(isRecordId, `Invalid ${name}: ids separated by commas`);

/** A filter whose values come from a fixed list, such as sex=Male,Female. */
const choiceFilter = (name: string, choices: readonly string[]) =>
  multiFilter(
    (part) => choices.includes(part),
    `${name} must be ${choices.join(' or ')} (several separated by commas)`,
  );

/**
 * `sort` names one of `sorts`; `order` is asc (the default) or desc, and only goes with a `sort`.
 * A list with no sorts takes neither, so either is an unknown parameter there.
 */
function sortShape(sorts: readonly string[]): ObjectShape {
  if (sorts.length === 0) return {};
  return {
    sort: string()
      .strict()
      .typeError(`sort must be ${sorts.join(' or ')}`)
      .oneOf(sorts, `sort must be ${sorts.join(' or ')}`),
    order: string()
      .strict()
      .typeError(`order must be ${SORT_ORDERS.join(' or ')}`)
      .oneOf(SORT_ORDERS, `order must be ${SORT_ORDERS.join(' or ')}`)
      .test(
        'with-sort',
        `order needs sort=${sorts.join(' or ')}`,
        (value, context) => value === undefined || context.parent.sort !== undefined,
      ),
  };
}

/**
 * `after`: the `_id` of the last record of the page before, for the page that follows it in the
 * list's order, found in an index however deep it is (docs/api.md#routes). It replaces `offset`.
 */
export const afterShape: ObjectShape = {
  after: string()
    .strict()
    .typeError('after must be the _id of a record of the list')
    .test('id', 'after must be the _id of a record of the list', (value) =>
      value === undefined ? true : isRecordId(value),
    )
    .test(
      'without-offset',
      'after and offset cannot be used together',
      (value, context) => value === undefined || context.parent.offset === 0,
    ),
};

/**
 * A list's query string: the shared paging keys, then one id filter per name, then the filters
 * with a fixed list of values, then the orders it offers besides its own, then any keys of its own
 * (a payments list's day range).
 */
export function listQuerySchema(
  filters: readonly string[] = [],
  choices: Record<string, readonly string[]> = {},
  sorts: readonly string[] = [],
  own: ObjectShape = {},
) {
  return querySchema({
    ...listQueryShape,
    ...Object.fromEntries(filters.map((name) => [name, idFilter(name)])),
    ...Object.fromEntries(
      Object.entries(choices).map(([name, values]) => [name, choiceFilter(name, values)]),
    ),
    ...sortShape(sorts),
    ...own,
  });
}

export interface ListQuery {
  limit: number;
  offset: number;
  q?: string | undefined;
}

/** A list's query with the filters `listQuerySchema` accepts for it, each as its values. */
export type FilteredListQuery<F extends string> = ListQuery & { [K in F]?: string[] | undefined };

/** A list's `from` and `to`, as `dayRangeShape` accepts them. */
export interface DayRangeQuery {
  from?: string | undefined;
  to?: string | undefined;
}

/** A list's `after`, as `afterShape` accepts it. */
export interface AfterQuery {
  after?: string | undefined;
}

/** A list's `sort` and `order`, as `listQuerySchema` accepts them. */
export interface SortQuery<S extends string> {
  sort?: S | undefined;
  order?: SortOrder | undefined;
}

/**
 * The page's order: `sorted` first when the query asks for a sort (asc unless it says desc), then
 * the list's own order, which breaks every tie so pages stay stable.
 */
export function sortedOrder(query: SortQuery<string>, sorted: SQL | Column, own: SQL[]): SQL[] {
  if (query.sort === undefined) return own;
  return [query.order === 'desc' ? desc(sorted) : asc(sorted), ...own];
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
export function likePattern(q: string): string {
  return `%${q.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One condition per filter the query carries: `column = value`, or `column = any(…)` for several
 * values. A filter left out matches everything.
 */
export function filterConditions<F extends string>(
  query: { [K in NoInfer<F>]?: string[] | undefined },
  columns: Record<F, Column>,
): SQL[] {
  return (Object.keys(columns) as F[]).flatMap((name) => {
    const values = query[name];
    if (values === undefined || values.length === 0) return [];
    const [only] = values;
    return values.length === 1 && only !== undefined
      ? [eq(columns[name], only)]
      : [anyOf(columns[name], values)];
  });
}

export interface Page<T> {
  total: number;
  items: T[];
  /** Payments: the naira sum over every match that counts, as a decimal string. */
  amount?: string;
  /** Payments: that sum per method, each a decimal string. */
  amountByMethod?: Record<string, string>;
  /** Payments: how many of the matches are void (listed, counting nowhere). */
  voided?: number;
}

/**
 * Runs a list's page query, then its count only when the page cannot tell it: a page that is not
 * full is the last one, so the matches are `offset` plus its rows (a lookup by `_id` costs one
 * query). Drizzle queries run when awaited, so a count not needed is never sent.
 */
export async function readPage<T>(
  page: { limit: number; offset: number },
  items: PromiseLike<T[]>,
  total: PromiseLike<Array<{ total: number }>>,
): Promise<Page<T>> {
  const rows = await items;
  const last = rows.length < page.limit && (rows.length > 0 || page.offset === 0);
  if (last) return { total: page.offset + rows.length, items: rows };
  const [totalRow] = await total;
  return { total: Number(totalRow?.total ?? 0), items: rows };
}

/**
 * The page's records as the body, the match count across all pages as `X-Total-Count`, and a
 * payments list's sums across all pages as `X-Total-Amount` and `X-Total-By-Method`, and how many
 * of its matches are void as `X-Total-Voided`.
 */
export function sendPage<T, R>(reply: FastifyReply, page: Page<T>, toRecord: (item: T) => R) {
  const records = page.items.map(toRecord);
  reply.header('X-Total-Count', String(page.total));
  if (page.amount !== undefined) reply.header('X-Total-Amount', page.amount);
  if (page.amountByMethod !== undefined) {
    const parts = Object.entries(page.amountByMethod).map(([method, sum]) => `${method}=${sum}`);
    reply.header('X-Total-By-Method', parts.join(','));
  }
  if (page.voided !== undefined) reply.header('X-Total-Voided', String(page.voided));
  return records;
}
