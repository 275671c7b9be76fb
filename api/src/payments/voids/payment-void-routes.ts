import {
  type AuditAction,
  type DeleteBody,
  mayDo,
  PAYMENT_REFUSALS,
  paymentSubject,
  type PaymentVoidBody,
} from '@fees/shared-data/core';
import type { UserRow } from '../../guards/sessions-repository';
import type { AuditEntry } from '../../audit';
import { audited } from '../../audit';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { callerOf, located } from '../../plugins/access/access';
import { HttpError, notFound } from '../../plugins/errors';
import { currentUser } from '../../plugins/session';
import { receivedPaymentInParams } from '../payment-locators';
import {
  approveVoid,
  declineVoid,
  requestVoid,
  voidPayment,
  type VoidResult,
} from './payment-voids';
import {
  approveVoidSchema,
  declineVoidSchema,
  toPayment,
  voidPaymentSchema,
  type PaymentRow,
} from '../payments-schemas';

type Params = { id: string };

/** The log's line for a void, a request or an answer that went through; none for a refusal. */
function voidLine(
  user: UserRow,
  action: AuditAction,
  reason: (payment: PaymentRow) => string,
): (result: VoidResult) => AuditEntry | null {
  return (result) =>
    'payment' in result
      ? {
          schoolId: result.payment.schoolId,
          actor: user,
          action,
          subject: paymentSubject(toPayment(result.payment), reason(result.payment)),
        }
      : null;
}

/** What each refusal of a void, a request or an answer to one tells the caller. */
function answer(reply: FastifyReply, result: VoidResult) {
  switch (result.kind) {
    case 'voided':
    case 'declined':
      return toPayment(result.payment);
    case 'requested':
      return reply.code(202).send(toPayment(result.payment));
    case 'not-found':
      throw notFound('Payment');
    case 'card':
      throw new HttpError(409, PAYMENT_REFUSALS.cardNotVoidable);
    case 'already-void':
      throw new HttpError(409, PAYMENT_REFUSALS.alreadyVoid);
    case 'already-requested':
      throw new HttpError(409, PAYMENT_REFUSALS.voidAlreadyRequested);
    case 'nothing-requested':
      throw new HttpError(409, PAYMENT_REFUSALS.noVoidRequested);
  }
}

/**
 * Voiding a recorded payment (docs/payments.md#voiding): the owner's void is at once; a bursar's
 * is a request the owner approves or declines (docs/staff.md#voids).
 */
export const paymentVoidRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.post<{ Params: Params; Body: PaymentVoidBody }>(
    '/:id/void',
    {
      schema: voidPaymentSchema,
      config: { access: { school: receivedPaymentInParams, action: 'askVoid', password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { schoolId } = located(request, receivedPaymentInParams);
      const { reason } = request.body;
      const owner = mayDo(request.schoolRole, 'answerVoid');
      const act = owner ? voidPayment : requestVoid;
      const result = await audited(
        app.db,
        (tx) => act(tx, callerOf(request), schoolId, request.params.id, reason),
        voidLine(user, owner ? 'payment.voided' : 'payment.void-requested', () => reason),
      );
      return answer(reply, result);
    },
  );

  app.post<{ Params: Params; Body: DeleteBody }>(
    '/:id/void/approve',
    {
      schema: approveVoidSchema,
      config: { access: { school: receivedPaymentInParams, action: 'answerVoid', password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { schoolId } = located(request, receivedPaymentInParams);
      const result = await audited(
        app.db,
        (tx) => approveVoid(tx, callerOf(request), schoolId, request.params.id),
        voidLine(user, 'payment.void-approved', (payment) => payment.voidReason),
      );
      return answer(reply, result);
    },
  );

  app.post<{ Params: Params; Body: PaymentVoidBody }>(
    '/:id/void/decline',
    {
      schema: declineVoidSchema,
      config: { access: { school: receivedPaymentInParams, action: 'answerVoid', password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { schoolId } = located(request, receivedPaymentInParams);
      const { reason } = request.body;
      const result = await audited(
        app.db,
        (tx) => declineVoid(tx, callerOf(request), schoolId, request.params.id, reason),
        voidLine(user, 'payment.void-declined', () => reason),
      );
      return answer(reply, result);
    },
  );
};
