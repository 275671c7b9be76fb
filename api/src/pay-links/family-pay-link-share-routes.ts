import type { FastifyPluginAsync } from 'fastify';
import { audited } from '../audit';
import { familyInParams } from '../families';
import { located, type RouteAccess } from '../plugins/access/access';
import { currentUser } from '../plugins/session';
import { revokeFamilyPayLinksSchema, shareFamilyPayLinkSchema } from './family-pay-links-schemas';
import { issuePayLink, replacePayLinks } from './pay-links-repository';
import { toIssuedLink } from './pay-links-schemas';
import { takeShareBudget } from './student-pay-link-routes';

type Params = { id: string };

/**
 * The school's side of a family's pay link, under /api/families: share and revoke, as for one
 * student (docs/families.md#the-family-pay-link); the family's reminder mails it.
 */
export const familyPayLinkShareRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const access: { access: RouteAccess } = {
    access: { school: familyInParams, action: 'sharePayLinks' },
  };

  // Share issues another link; revoke ends every earlier one and issues the one replacing them.
  const actions = [
    {
      path: '/:id/pay-link',
      schema: shareFamilyPayLinkSchema,
      issue: issuePayLink,
      action: 'pay-link.shared',
    },
    {
      path: '/:id/pay-link/revoke',
      schema: revokeFamilyPayLinksSchema,
      issue: replacePayLinks,
      action: 'pay-link.revoked',
    },
  ] as const;
  for (const { path, schema, issue, action } of actions) {
    app.post<{ Params: Params }>(path, { schema, config: access }, async (request, reply) => {
      const user = currentUser(request);
      const family = located(request, familyInParams);
      await takeShareBudget(app.db, user.id);
      const link = await audited(
        app.db,
        (tx) => issue(tx, family.schoolId, { familyId: family.id }),
        () => ({ schoolId: family.schoolId, actor: user, action, subject: family.name }),
      );
      return reply.code(201).send(toIssuedLink(link));
    });
  }
};
