import {
  TERM_REFUSALS,
  termLabel,
  toNaira,
  type NextTermBody,
  type TermPlaceBody,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { schoolInParams } from '../schools';
import { fieldError, HttpError, notFound } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { audited } from '../audit';
import { startNextTerm } from './next-term';
import { previewNextTerm, schoolTerms, setCurrentTerm } from './terms-repository';
import {
  listTermsSchema,
  previewNextTermSchema,
  setCurrentTermSchema,
  startNextTermSchema,
  toTerm,
} from './terms-schemas';
import { callerOf } from '../plugins/access/access';

type Params = { id: string };

/** A school's terms (docs/terms.md): mounted under /api/schools. */
export const termsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Params: Params }>(
    '/:id/terms',
    { schema: listTermsSchema, config: { access: { school: schoolInParams } } },
    async (request) => (await schoolTerms(app.db, request.params.id)).map(toTerm),
  );

  app.get<{ Params: Params }>(
    '/:id/terms/next',
    { schema: previewNextTermSchema, config: { access: { school: schoolInParams } } },
    async (request) => {
      const { closing, next, figures, classes } = await previewNextTerm(app.db, request.params.id);
      return {
        closing,
        ...next,
        students: figures?.enrolled ?? 0,
        classes,
        arrears: { students: figures?.owing ?? 0, amount: toNaira(figures?.owedKobo ?? 0) },
        credit: { students: figures?.inCredit ?? 0, amount: toNaira(figures?.creditKobo ?? 0) },
      };
    },
  );

  app.post<{ Params: Params; Body: NextTermBody }>(
    '/:id/terms',
    {
      schema: startNextTermSchema,
      config: { access: { school: schoolInParams, action: 'runTerms', password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await audited(
        app.db,
        (tx) => startNextTerm(tx, callerOf(request), request.params.id, request.body),
        (outcome) =>
          outcome.kind === 'opened'
            ? {
                schoolId: request.params.id,
                actor: user,
                action: 'term.started',
                subject: termLabel(outcome.term),
              }
            : null,
      );
      if (result.kind === 'not-found') throw notFound('School');
      if (result.kind === 'already-closed') throw new HttpError(409, TERM_REFUSALS.alreadyClosed);
      if (result.kind === 'promotions-not-allowed') {
        throw fieldError(400, 'promotions', TERM_REFUSALS.promotionsOutsideSession);
      }
      if (result.kind === 'promotions-unknown') {
        throw fieldError(400, 'promotions', TERM_REFUSALS.promotionsUnknownClass);
      }
      return reply.code(201).send(toTerm(result.term));
    },
  );

  app.put<{ Params: Params; Body: TermPlaceBody }>(
    '/:id/terms/current',
    {
      schema: setCurrentTermSchema,
      config: { access: { school: schoolInParams, action: 'runTerms', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const place = { session: request.body.session, name: request.body.name };
      const result = await audited(
        app.db,
        (tx) => setCurrentTerm(tx, callerOf(request), request.params.id, place),
        (outcome) =>
          outcome.kind === 'set'
            ? {
                schoolId: request.params.id,
                actor: user,
                action: 'term.set',
                subject: termLabel(outcome.term),
              }
            : null,
      );
      if (result.kind === 'not-found') throw notFound('School');
      if (result.kind === 'has-payments') throw new HttpError(409, TERM_REFUSALS.termLocked);
      return toTerm(result.term);
    },
  );
};
