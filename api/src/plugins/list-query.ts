import { LIMITS } from '@fees/shared-data/core';
import type { FastifyReply } from 'fastify';
import { number, string } from 'yup';

/** `limit`, `offset` and `q`, shared by every list. Without `limit`, a page holds the maximum. */
export const listQueryShape = {
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

export const idFilter = (name: string) =>
  string().strict().typeError(`${name} must be text`).max(LIMITS.idMax, `Invalid ${name}`);

export interface ListQuery {
  limit: number;
  offset: number;
  q?: string | undefined;
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
export function likePattern(q: string): string {
  return `%${q.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function sendPage<T>(reply: FastifyReply, page: { total: number; items: T[] }) {
  reply.header('X-Total-Count', String(page.total));
  return page.items;
}
