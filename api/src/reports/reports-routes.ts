import {
  REPORT_REFUSALS,
  type CashBookQuery,
  type DefaultersQuery,
  type TermReportQuery,
  cashBook,
  defaulters,
  schoolToday,
  termReportInNaira,
  toKobo,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../db/client';
import { HttpError } from '../plugins/errors';
import { schoolInParams } from '../schools';
import { schoolTerms } from '../terms';
import { cashBookEntries, termDefaulters, termReport, type ReportTerm } from './reports-repository';
import { cashBookSchema, defaultersSchema, termReportSchema } from './reports-schemas';

type Params = { id: string };

/** The term asked for, or the current one, with those before it; another school's: 404. */
async function reportTerm(db: Queryable, schoolId: string, termId?: string): Promise<ReportTerm> {
  const terms = await schoolTerms(db, schoolId);
  // An empty termId, as a form sends it, asks for the current term too.
  const at = termId
    ? terms.findIndex((term) => term.id === termId)
    : terms.findIndex((term) => term.status === 'current');
  const term = terms[at];
  if (!term) throw new HttpError(404, REPORT_REFUSALS.termNotFound);
  return { term, earlier: terms.slice(0, at) };
}

/** A school's reports (docs/reports.md), read-only, for every member: under /api/schools. */
export const reportsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const access = { access: { school: schoolInParams } };

  app.get<{ Params: Params; Querystring: TermReportQuery }>(
    '/:id/reports/term',
    { schema: termReportSchema, config: access },
    async (request) => {
      const term = await reportTerm(app.db, request.params.id, request.query.termId);
      return termReportInNaira(await termReport(app.db, term));
    },
  );

  app.get<{ Params: Params; Querystring: DefaultersQuery }>(
    '/:id/reports/defaulters',
    { schema: defaultersSchema, config: access },
    async (request) => {
      const { termId, classroomId, min = 0, late = false } = request.query;
      const term = await reportTerm(app.db, request.params.id, termId);
      const today = app.schoolToday();
      const minKobo = toKobo(min);
      const candidates = await termDefaulters(app.db, term, { classroomId, minKobo }, today);
      return defaulters(candidates, { minKobo, lateOnly: late, today });
    },
  );

  app.get<{ Params: Params; Querystring: CashBookQuery }>(
    '/:id/reports/cash-book',
    { schema: cashBookSchema, config: access },
    async (request) => {
      const { from: given, to: until } = request.query;
      const from = given ?? until ?? schoolToday();
      const to = until ?? given ?? schoolToday();
      return cashBook(from, to, await cashBookEntries(app.db, request.params.id, from, to));
    },
  );
};
