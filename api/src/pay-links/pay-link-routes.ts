import { findTransferAccount, studentAccountOwner } from '../settlement';
import {
  checkoutAddress,
  dueInNaira,
  outstandingFeeKobo,
  PAY_LINK_INVALID,
  termLabel,
  toNaira,
  type PayLinkInitializeBody,
  type PayLinkView,
  type PaymentVerifyBody,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../plugins/errors';
import { TOO_MANY_PENDING } from '../ledger/pending-payments';
import { findPaymentByReference, initializePayment } from '../payments';
import { startedPayment } from '../payments';
import { verifyPayment } from '../payments';
import { PAY_LINK_LIMITS } from '../payments';
import { findLinkedStudent } from './pay-links-repository';
import { linkDue } from './link-due';
import { liveLink } from './live-link';
import {
  initializeLinkPaymentSchema,
  toReceipt,
  verifyLinkPaymentSchema,
  viewPayLinkSchema,
} from './pay-links-schemas';

type Params = { token: string };

/**
 * The parent's side of a pay link (docs/pay-links.md): no session, only the token, which
 * `liveLink` answers. The payment itself takes the dashboard's initialize and verify path.
 */
export const payLinkRoutes: FastifyPluginAsync = async (app) => {
  // Limited per address; the token is a key in itself, so the log never shows it.
  const tokenRoute = {
    rateLimit: { max: PAY_LINK_LIMITS.perAddressPerMinute, timeWindow: 60_000 },
    secretParams: ['token'],
  };
  const linkedStudent = (request: FastifyRequest<{ Params: Params }>) =>
    liveLink(app.db, request.params.token, findLinkedStudent);

  app.get<{ Params: Params }>(
    '/:token',
    { schema: viewPayLinkSchema, config: tokenRoute },
    async (request, reply): Promise<PayLinkView> => {
      const linked = await linkedStudent(request);
      // A parent's balance is theirs alone: no shared cache keeps it.
      reply.header('cache-control', 'no-store');
      const { due, parts } = linkDue(linked, app.schoolToday());
      return {
        ...dueInNaira(due, parts),
        schoolName: linked.schoolName,
        studentName: linked.studentName,
        className: linked.className,
        term: termLabel({ session: linked.termSession, name: linked.termName }),
        broughtForward: toNaira(linked.broughtForwardKobo),
        feesExpected: toNaira(linked.expectedKobo),
        feesPaid: toNaira(linked.paidKobo),
        outstanding: toNaira(outstandingFeeKobo(linked.expectedKobo, linked.paidKobo)),
        parentEmail: linked.parentEmail,
        transferAccount: await findTransferAccount(
          app.db,
          studentAccountOwner({ ...linked, id: linked.studentId }),
        ),
      };
    },
  );

  app.post<{ Params: Params; Body: PayLinkInitializeBody }>(
    '/:token/initialize',
    { schema: initializeLinkPaymentSchema, config: tokenRoute },
    async (request, reply) => {
      const linked = await linkedStudent(request);
      const result = await initializePayment(
        app.db,
        linked.ownerId,
        {
          ...request.body,
          email: request.body.email ?? '',
          schoolId: linked.schoolId,
          studentId: linked.studentId,
        },
        'pay-link',
      );
      if (result.kind === 'too-many-pending') throw new HttpError(429, TOO_MANY_PENDING);
      // The link's student was found a moment ago; gone now means deleted since.
      if (result.kind !== 'ok') throw new HttpError(404, PAY_LINK_INVALID);
      const payment = {
        ...result.payment,
        email: checkoutAddress(result.payment.email, linked.ownerEmail),
      };
      return reply.code(201).send(await startedPayment(app, request, payment));
    },
  );

  app.post<{ Params: Params; Body: PaymentVerifyBody }>(
    '/:token/verify',
    { schema: verifyLinkPaymentSchema, config: tokenRoute },
    async (request) => {
      const linked = await linkedStudent(request);
      const found = await findPaymentByReference(app.db, request.body.reference);
      if (!found || found.payment.studentId !== linked.studentId) {
        throw notFound('Payment reference');
      }
      return toReceipt(await verifyPayment(app, request, found.payment), found.schoolName);
    },
  );
};
