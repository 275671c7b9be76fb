import { mayDo, refusal, type SchoolAction, type SchoolRole } from '@fees/shared-data/core';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/client';
import type { UserRow } from '../../guards/sessions-repository';
import { HttpError, notFound } from '../errors';
import { currentUser } from '../session';

/**
 * How a route finds the record it acts on, among those the signed-in user may reach, and that
 * record's school. Its handler reads what was found with `located`, rather than reading it again.
 */
export interface SchoolLocator<T = unknown> {
  /** What the caller is told is not found when it cannot be reached: 'School', 'Student', … */
  noun: string;
  /** The record named, or null when it is not there or not the user's to reach. */
  find(db: Queryable, userId: string, request: FastifyRequest): Promise<T | null>;
  schoolOf(found: T): string;
  /**
   * The user's role in that school, when `find` read it with the record: a hot route's check then
   * costs no read of its own.
   */
  roleOf?(found: T): SchoolRole | null;
}

/** The record the route's locator found before its handler ran. */
export function located<T>(request: FastifyRequest, locator: SchoolLocator<T>): T {
  const access = request.routeOptions.config.access;
  if (access?.school !== locator || request.located === null) {
    throw new Error(`This route does not locate a ${locator.noun.toLowerCase()}`);
  }
  return request.located as T;
}

/** Who may call a route and what it asks of them, declared beside the route (`config.access`). */
export interface RouteAccess {
  /** The route acts on one school: 404 (with the locator's noun) when the user cannot reach it. */
  school?: SchoolLocator;
  /**
   * What the route does, in the role table (shared-data's ACTIONS): a member whose role may not
   * do it gets 403 with the table's words. Unset: every member.
   */
  action?: SchoolAction;
  /** The body's `password` must be the user's own: 403 'Incorrect password' otherwise. */
  password?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** What `access.school` found (read it with `located`). */
    located: unknown;
    /** The user's role in that school, read when the route declares `access.action`. */
    schoolRole: SchoolRole | null;
    /** The route's action in that school, once the role allows it (read it with `callerOf`). */
    grant: Grant | null;
  }
}

/** What the route being served lets its caller do in the school it acts on. */
export interface Grant {
  schoolId: string;
  action: SchoolAction;
}

/**
 * Who a write is done for, and what their route was granted. A write reads the role again under
 * the school's lock (lockSchool), since a demotion may land while the password is hashed, after
 * the access check read the role. Work no route asked for, such as a webhook's, is granted
 * nothing.
 */
export interface Caller {
  user: UserRow;
  grant: Grant | null;
}

/** The signed-in user of the request, with what the access check granted them. */
export function callerOf(request: FastifyRequest): Caller {
  return { user: currentUser(request), grant: request.grant };
}

/** Refuses `role` where the role table does not let it do `action`, as the access check does. */
export function checkRole(role: SchoolRole | null, action: SchoolAction): void {
  if (!mayDo(role, action)) throw new HttpError(403, refusal(action));
}

/**
 * What the check asks of the domains that own schools' members and accounts' passwords. The app
 * hands them in, so plugins/ imports no domain (docs/api-layout.md).
 */
export interface AccessChecks {
  memberRole(db: Queryable, schoolId: string, userId: string): Promise<SchoolRole | null>;
  checkAdminPassword(db: Database, user: UserRow, password: string): Promise<void>;
}

/** A route's own hooks of one kind, as an array. */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * One check, before every handler, of what each route declares: the school is the user's to
 * reach, their role there allows the route, then the password is theirs. So a write is refused
 * before anything is written, and a record that is not the user's reads as not found whatever
 * password came with it.
 */
export const accessPlugin = fp<AccessChecks>(
  async (app, { memberRole, checkAdminPassword }) => {
    app.decorateRequest('located', null);
    app.decorateRequest('schoolRole', null);
    app.decorateRequest('grant', null);
    const checkOf =
      (access: RouteAccess): preHandlerAsyncHookHandler =>
      async (request) => {
        const user = currentUser(request);
        if (access.school) {
          const locator = access.school;
          const found = await locator.find(app.db, user.id, request);
          if (found === null) throw notFound(locator.noun);
          request.located = found;
          const schoolId = locator.schoolOf(found);
          if (access.action) {
            const role = locator.roleOf
              ? locator.roleOf(found)
              : await memberRole(app.db, schoolId, user.id);
            checkRole(role, access.action);
            request.schoolRole = role;
            request.grant = { schoolId, action: access.action };
          }
        }
        if (access.password) {
          const { password } = request.body as { password: string };
          await checkAdminPassword(app.db, user, password);
        }
      };
    // Only the routes that declare access pay for the check: a read that declares none (most
    // lists) runs no hook of it.
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!access) return;
      route.preHandler = [...hooksOf(route.preHandler), checkOf(access)];
    });
  },
  { name: 'access', fastify: '5.x', dependencies: ['db', 'session'] },
);
