import { startedPayment } from './card/provider-checkout';
import type {
  PaymentInitializeBody,
  PaymentRecordBody,
  PaymentVerifyBody,
} from '@fees/shared-data/core';
import { PAYMENT_REFUSALS, paymentSubject } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { schoolInBody } from '../schools';
import { windowBudget } from '../guards/attempts-repository';
import { fieldError, HttpError, notFound } from '../plugins/errors';
import { cachedPage } from '../http/cached-page';
import { sendPage } from '../http/list-query';
import { currentUser } from '../plugins/session';
import { audited } from '../audit';
import { callerOf, located } from '../plugins/access/access';
import { TOO_MANY_PENDING } from '../ledger/pending-payments';
import { paymentReferenceInBody } from './payment-locators';
import { initializePayment, listPayments, type PaymentListQuery } from './payments-repository';
import {
  initializePaymentSchema,
  listPaymentsSchema,
  recordPaymentSchema,
  toPayment,
  verifyPaymentSchema,
} from './payments-schemas';
import { queueReceipt } from './receipts/queue-receipt';
import { accountMailBudget, spendIfRoom } from '../mail';
import { recordOfflinePayment } from './recorded/recorded-payments-repository';
import { verifyPayment } from './card/verify-payment';

const STUDENT_NOT_FOUND = 'Student not found in this school';

export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Querystring: PaymentListQuery }>(
    '/',
    { schema: listPaymentsSchema, ...cachedPage(app) },
    async (request, reply) => {
      const page = await listPayments(app.db, currentUser(request).id, request.query);
      return sendPage(reply, page, toPayment);
    },
  );

  app.post<{ Body: PaymentInitializeBody }>(
    '/initialize',
    {
      schema: initializePaymentSchema,
      config: { access: { school: schoolInBody, action: 'takeCardPayment' } },
    },
    async (request, reply) => {
      const result = await initializePayment(app.db, currentUser(request).id, request.body);
      if (result.kind === 'school-not-found') throw notFound('School');
      if (result.kind === 'student-not-found')
        throw fieldError(404, 'studentId', STUDENT_NOT_FOUND);
      if (result.kind === 'too-many-pending') throw new HttpError(429, TOO_MANY_PENDING);
      return reply.code(201).send(await startedPayment(app, request, result.payment));
    },
  );

  app.post<{ Body: PaymentVerifyBody }>(
    '/verify',
    {
      schema: verifyPaymentSchema,
      config: { access: { school: paymentReferenceInBody, action: 'takeCardPayment' } },
    },
    async (request) => {
      const user = currentUser(request);
      const found = located(request, paymentReferenceInBody);
      const max = app.config.verifiesPerHour;
      const budget = windowBudget(
        `verify:${user.id}`,
        { max, windowMs: 60 * 60 * 1000 },
        `Payments of this account were checked with the provider ${max} times in the last hour. Please try again later.`,
      );
      return toPayment(await verifyPayment(app, request, found.payment, budget));
    },
  );

  app.post<{ Body: PaymentRecordBody }>(
    '/record',
    {
      schema: recordPaymentSchema,
      config: { access: { school: schoolInBody, action: 'recordPayment', password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { body } = request;
      const result = await audited(
        app.db,
        (tx) =>
          recordOfflinePayment(tx, callerOf(request), body, async (inner, payment, schoolName) => {
            // The payment stands whatever the budget says; only its receipt waits on it.
            if (payment.email && (await spendIfRoom(inner, accountMailBudget(app.config, user)))) {
              await queueReceipt(inner, payment, schoolName);
            }
          }),
        (outcome) =>
          outcome.kind === 'recorded'
            ? {
                schoolId: outcome.payment.schoolId,
                actor: user,
                action: 'payment.recorded',
                subject: paymentSubject(toPayment(outcome.payment)),
              }
            : null,
      );
      switch (result.kind) {
        case 'recorded':
          void app.mailOutbox.nudge();
          return reply.code(201).send(toPayment(result.payment));
        case 'school-not-found':
          throw notFound('School');
        case 'student-not-found':
          throw fieldError(404, 'studentId', STUDENT_NOT_FOUND);
        case 'duplicate-reference':
          throw Object.assign(
            fieldError(409, 'externalReference', PAYMENT_REFUSALS.duplicateReference),
            { existingId: result.existingId },
          );
      }
    },
  );
};
