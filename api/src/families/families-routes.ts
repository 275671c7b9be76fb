import {
  siblingDiscountSubject,
  type FamilyUpdateBody,
  type SiblingDiscountBody,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { audited } from '../audit';
import { sendPage, type ListQuery } from '../http/list-query';
import { callerOf, located } from '../plugins/access/access';
import { notFound } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { siblingRule, toSchool } from '../schools';
import { setSiblingDiscount } from './sibling-discount-repository';
import { schoolInParams } from '../schools';
import { listFamilies, updateFamily } from './families-repository';
import {
  getFamilySchema,
  listFamiliesSchema,
  setSiblingDiscountSchema,
  toFamily,
  updateFamilySchema,
} from './families-schemas';
import { familyInParams } from './family-locators';

type Params = { id: string };

/** A school's families (docs/families.md): the list under /api/schools, one under /api/families. */
export const schoolFamiliesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Params: Params; Querystring: ListQuery }>(
    '/:id/families',
    { schema: listFamiliesSchema, config: { access: { school: schoolInParams } } },
    async (request, reply) => {
      const today = app.schoolToday();
      const page = await listFamilies(app.db, request.params.id, request.query);
      return sendPage(reply, page, (row) => toFamily(row, today));
    },
  );

  app.put<{ Params: Params; Body: SiblingDiscountBody }>(
    '/:id/sibling-discount',
    {
      schema: setSiblingDiscountSchema,
      config: { access: { school: schoolInParams, action: 'setSiblingDiscount', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const school = await audited(
        app.db,
        (tx) => setSiblingDiscount(tx, callerOf(request), request.params.id, request.body),
        (row) =>
          row && {
            schoolId: row.id,
            actor: user,
            action: 'sibling-discount.set',
            subject: siblingDiscountSubject(siblingRule(row)),
          },
      );
      if (!school) throw notFound('School');
      return toSchool({ ...school, role: 'owner' });
    },
  );
};

export const familiesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Params: Params }>(
    '/:id',
    { schema: getFamilySchema, config: { access: { school: familyInParams } } },
    async (request) => toFamily(located(request, familyInParams), app.schoolToday()),
  );

  app.put<{ Params: Params; Body: FamilyUpdateBody }>(
    '/:id',
    {
      schema: updateFamilySchema,
      config: { access: { school: familyInParams, action: 'changeFamilies', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const family = await audited(
        app.db,
        (tx) => updateFamily(tx, callerOf(request), request.params.id, request.body),
        (row) =>
          row && {
            schoolId: row.schoolId,
            actor: user,
            action: 'family.updated',
            subject: row.name,
          },
      );
      if (!family) throw notFound('Family');
      return toFamily(family, app.schoolToday());
    },
  );
};
