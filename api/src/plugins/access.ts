import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { checkAdminPassword } from '../auth/admin-password';
import type { Queryable } from '../db/client';
import { memberRole } from '../schools/school-members';
import { onlyRolesMessage, type SchoolRole } from '../schools/school-roles';
import { HttpError, notFound } from './errors';
import { currentUser } from './session';

/** How a route finds the school it acts on, among those the signed-in user may reach. */
export interface SchoolLocator {
  /** What the caller is told is not found when it cannot be reached: 'School', 'Student', … */
  noun: string;
  /** The school's id, or null when the record named is not there or not the user's to reach. */
  schoolOf(db: Queryable, userId: string, request: FastifyRequest): Promise<string | null>;
}

/** Who may call a route and what it asks of them, declared beside the route (`config.access`). */
export interface RouteAccess {
  /** The route acts on one school: 404 (with the locator's noun) when the user cannot reach it. */
  school?: SchoolLocator;
  /** The members of that school who may call it; another member gets 403. Unset: every member. */
  roles?: readonly SchoolRole[];
  /** The body's `password` must be the user's own: 403 'Incorrect password' otherwise. */
  password?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/**
 * One check, before every handler, of what each route declares: the school is the user's to
 * reach, their role there allows the route, then the password is theirs. So a write is refused
 * before anything is written, and a record that is not the user's reads as not found whatever
 * password came with it.
 */
export const accessPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return;
      const user = currentUser(request);
      if (access.school) {
        const schoolId = await access.school.schoolOf(app.db, user.id, request);
        if (!schoolId) throw notFound(access.school.noun);
        if (access.roles) {
          const role = await memberRole(app.db, schoolId, user.id);
          if (!role || !access.roles.includes(role)) {
            throw new HttpError(403, onlyRolesMessage(access.roles));
          }
        }
      }
      if (access.password) {
        const { password } = request.body as { password: string };
        await checkAdminPassword(app.db, user, password);
      }
    });
  },
  { name: 'access', fastify: '5.x', dependencies: ['db', 'session'] },
);
