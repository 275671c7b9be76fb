import { findTransferAccount } from '../settlement';
import { startWithProvider } from '../payments';
import {
  arrearsKobo,
  checkoutAddress,
  dueInNaira,
  familyDue,
  familyUnmet,
  outstandingFeeKobo,
  termLabel,
  toNaira,
  type FamilyPayLinkInitializeBody,
  type FamilyPayLinkView,
  type PaymentVerifyBody,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fieldError, HttpError, notFound } from '../plugins/errors';
import { familyChildren, findFamilyPaymentByReference, initializeFamilyPayment } from '../payments';
import { TOO_MANY_PENDING } from '../ledger/pending-payments';
import { verifyFamilyPayment } from '../payments';
import {
  initializeFamilyLinkPaymentSchema,
  toFamilyInitializeResponse,
  toFamilyReceipt,
  verifyFamilyLinkPaymentSchema,
  viewFamilyPayLinkSchema,
} from './family-pay-links-schemas';
import { linkDue } from './link-due';
import { liveLink } from './live-link';
import { PAY_LINK_LIMITS } from '../payments';
import { familyChildPlans, findLinkedFamily } from './pay-links-repository';

type Params = { token: string };

/**
 * The parent's side of a family's pay link (docs/families.md#the-family-pay-link), under
 * /api/pay/family: no session, only the token, answered and counted as a student link's is.
 */
export const familyPayLinkRoutes: FastifyPluginAsync = async (app) => {
  // Limited per address; the token is a key in itself, so the log never shows it.
  const tokenRoute = {
    rateLimit: { max: PAY_LINK_LIMITS.perAddressPerMinute, timeWindow: 60_000 },
    secretParams: ['token'],
  };
  const linkedFamily = (request: FastifyRequest<{ Params: Params }>) =>
    liveLink(app.db, request.params.token, findLinkedFamily);

  app.get<{ Params: Params }>(
    '/:token',
    { schema: viewFamilyPayLinkSchema, config: tokenRoute },
    async (request, reply): Promise<FamilyPayLinkView> => {
      const family = await linkedFamily(request);
      const children = await familyChildren(app.db, family.familyId);
      // A parent's balances are theirs alone: no shared cache keeps them.
      reply.header('cache-control', 'no-store');
      const owed = children.map((child) => outstandingFeeKobo(child.expectedKobo, child.paidKobo));
      const plans = await familyChildPlans(app.db, family.familyId);
      const dues = children.flatMap((child) => {
        const plan = plans.get(child.id);
        return plan ? [linkDue({ ...child, ...plan }, app.schoolToday())] : [];
      });
      return {
        ...dueInNaira(
          familyDue(dues.map(({ due }) => due)),
          familyUnmet(dues.map(({ parts }) => parts)),
        ),
        schoolName: family.schoolName,
        familyName: family.familyName,
        term: termLabel({ session: family.termSession, name: family.termName }),
        parentEmail: family.parentEmail,
        transferAccount: await findTransferAccount(app.db, {
          kind: 'family',
          id: family.familyId,
          schoolId: family.schoolId,
        }),
        children: children.map((child, index) => ({
          studentId: child.id,
          studentName: child.fullname,
          className: child.className,
          broughtForward: toNaira(child.broughtForwardKobo),
          arrears: toNaira(arrearsKobo(child)),
          feesExpected: toNaira(child.expectedKobo),
          feesPaid: toNaira(child.paidKobo),
          outstanding: toNaira(owed[index] ?? 0),
        })),
        outstanding: toNaira(owed.reduce((sum, kobo) => sum + kobo, 0)),
      };
    },
  );

  app.post<{ Params: Params; Body: FamilyPayLinkInitializeBody }>(
    '/:token/initialize',
    { schema: initializeFamilyLinkPaymentSchema, config: tokenRoute },
    async (request, reply) => {
      const family = await linkedFamily(request);
      const result = await initializeFamilyPayment(app.db, family, request.body);
      if (result.kind === 'too-many-pending') throw new HttpError(429, TOO_MANY_PENDING);
      if (result.kind === 'shares-refused') throw fieldError(400, 'shares', result.message);
      const payment = {
        ...result.payment,
        email: checkoutAddress(result.payment.email, family.ownerEmail),
      };
      const metadata = { depositorName: payment.depositorName, familyName: payment.familyName };
      const accessCode = await startWithProvider(
        app,
        request,
        'family-payments',
        payment,
        metadata,
      );
      return reply.code(201).send(toFamilyInitializeResponse(payment, accessCode));
    },
  );

  app.post<{ Params: Params; Body: PaymentVerifyBody }>(
    '/:token/verify',
    { schema: verifyFamilyLinkPaymentSchema, config: tokenRoute },
    async (request) => {
      const family = await linkedFamily(request);
      const found = await findFamilyPaymentByReference(app.db, request.body.reference);
      if (!found || found.familyId !== family.familyId) throw notFound('Payment reference');
      const { payment, shares } = await verifyFamilyPayment(app, request, found);
      return toFamilyReceipt(payment, shares, family.schoolName);
    },
  );
};
