import { PAY_LINK_INVALID } from '@fees/shared-data/core';
import { sha256 } from '../guards/secrets';
import { takeAttempt, windowBudget } from '../guards/attempts-repository';
import type { Database } from '../db/client';
import { HttpError } from '../plugins/errors';
import { PAY_LINK_LIMITS } from '../payments';
import { endedLinkSchool } from './pay-links-repository';

const TOO_MANY_TRIES = 'Too many requests for this payment link. Please wait a few minutes.';

/**
 * What a live token pays for, as `find` reads it; every other token gets the same 404, counted
 * alike (docs/pay-links.md). A live token's tries are counted per token; every other token's in
 * one budget for all of them, so tries of made-up tokens from any number of addresses leave a
 * bounded trail. One that existed and ended also names the school and its phone, which its holder
 * already knew, so a made-up token still learns nothing.
 */
export async function liveLink<T>(
  db: Database,
  token: string,
  find: (db: Database, token: string) => Promise<T | null>,
): Promise<T> {
  const linked = await find(db, token);
  const budget = linked
    ? windowBudget(`pay-link:${sha256(token)}`, PAY_LINK_LIMITS.perToken, TOO_MANY_TRIES)
    : windowBudget('pay-link-dead-tokens', PAY_LINK_LIMITS.deadTokens, TOO_MANY_TRIES);
  await takeAttempt(db, [budget]);
  if (linked) return linked;
  const school = await endedLinkSchool(db, token);
  throw Object.assign(new HttpError(404, PAY_LINK_INVALID), school ? { school } : {});
}
