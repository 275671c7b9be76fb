import { settlementRoutes } from './settlement';
import {
  familyTransferAccountRoutes,
  schoolTransferAccountRoutes,
  studentTransferAccountRoutes,
} from './transfers';
import { unmatchedTransferRoutes } from './transfers';
import { transferAccountRunRoutes } from './transfers';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { checkAdminPassword } from './auth';
import { authRoutes } from './auth';
import { classroomsRoutes } from './classrooms';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './health';
import { requestLogOptions, requestLogPlugin } from './http/request-log';
import { payLinkRoutes } from './pay-links';
import { familyPayLinkRoutes } from './pay-links';
import { familyPayLinkShareRoutes } from './pay-links';
import { familyRemindersRoutes, remindersRoutes } from './pay-links';
import { studentPayLinkRoutes } from './pay-links';
import { paymentsRoutes } from './payments';
import { paymentVoidRoutes } from './payments';
import { paystackWebhookRoutes } from './webhooks';
import { simulatedCheckoutRoutes } from './webhooks';
import { accessPlugin } from './plugins/access/access';
import { dbPlugin } from './plugins/db';
import { drainPlugin } from './plugins/drain';
import { feeItemsRoutes } from './fee-items';
import { schoolPlanRoutes, studentPlanRoutes } from './plans';
import { schoolLateFeeRoutes, studentLateFeeRoutes } from './late-fees';
import { familiesRoutes, schoolFamiliesRoutes } from './families';
import { envPlugin, type AppConfig } from './plugins/env';
import { errorsPlugin } from './plugins/errors';
import { jobsPlugin } from './jobs';
import { smsPlugin } from './sms';
import { dailyRunSchedulerPlugin, scheduledRemindersRoutes } from './reminders';
import { mailOutboxPlugin } from './mail';
import { mailerPlugin } from './mail';
import { openapiPlugin } from './plugins/openapi';
import { paymentAnswersPlugin } from './payments';
import { paymentProviderPlugin } from './provider';
import { readCachePlugin } from './plugins/read-cache';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { validationPlugin } from './plugins/validation';
import { memberRole } from './schools';
import { schoolsRoutes } from './schools';
import { studentsRoutes } from './students';
import { auditRoutes } from './schools';
import { reportsRoutes } from './reports';
import { staffRoutes } from './staff';
import { invitationRoutes } from './staff';
import { termsRoutes } from './terms';
import { usersRoutes } from './users';
import { clockPlugin } from './plugins/clock';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** The server closes the database with the app; tests may share one between apps. */
  closeDatabaseWithApp: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The app's clock; the real time unless a test moves it (plugins/clock.ts). */
  now?: () => Date;
}

/**
 * Fastify ignores a bare hop count (it cannot tell a proxy from a direct client), so a count is
 * given as the rule itself: the nearest `hops` senders are proxies. It is for an API reachable
 * only through its proxies; otherwise TRUST_PROXY names their addresses.
 */
function proxyTrust(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: requestLogOptions(options.logger),
    bodyLimit: config.bodyLimit,
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: false },
  });

  // A body-less JSON request (logout) parses to undefined instead of failing; the rest is the
  // default parser, which refuses prototype poisoning.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) {
      done(null, undefined);
      return;
    }
    jsonParser(request, body as string, done);
  });

  await app.register(envPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(drainPlugin);
  await app.register(requestLogPlugin);
  await app.register(dbPlugin, {
    database: options.database,
    closeWithApp: options.closeDatabaseWithApp,
  });
  await app.register(clockPlugin, { now: options.now });
  await app.register(cookie);
  await app.register(validationPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(mailerPlugin);
  await app.register(mailOutboxPlugin);
  await app.register(readCachePlugin, { database: options.database });
  await app.register(sessionPlugin);
  await app.register(accessPlugin, { memberRole, checkAdminPassword });
  await app.register(paymentProviderPlugin);
  await app.register(paymentAnswersPlugin, { database: options.database });
  await app.register(jobsPlugin);
  await app.register(smsPlugin);
  await app.register(dailyRunSchedulerPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(schoolsRoutes, { prefix: '/api/schools' });
  await app.register(termsRoutes, { prefix: '/api/schools' });
  await app.register(staffRoutes, { prefix: '/api/schools' });
  await app.register(schoolFamiliesRoutes, { prefix: '/api/schools' });
  await app.register(auditRoutes, { prefix: '/api/schools' });
  await app.register(reportsRoutes, { prefix: '/api/schools' });
  await app.register(settlementRoutes, { prefix: '/api' });
  await app.register(invitationRoutes, { prefix: '/api/invitations' });
  await app.register(classroomsRoutes, { prefix: '/api/classrooms' });
  await app.register(feeItemsRoutes, { prefix: '/api/classrooms' });
  await app.register(studentsRoutes, { prefix: '/api/students' });
  await app.register(schoolPlanRoutes, { prefix: '/api/schools' });
  await app.register(studentPlanRoutes, { prefix: '/api/students' });
  await app.register(schoolLateFeeRoutes, { prefix: '/api/schools' });
  await app.register(studentLateFeeRoutes, { prefix: '/api/students' });
  await app.register(familiesRoutes, { prefix: '/api/families' });
  await app.register(familyRemindersRoutes, { prefix: '/api/families' });
  await app.register(familyPayLinkShareRoutes, { prefix: '/api/families' });
  await app.register(familyTransferAccountRoutes, { prefix: '/api/families' });
  await app.register(studentTransferAccountRoutes, { prefix: '/api/students' });
  await app.register(schoolTransferAccountRoutes, { prefix: '/api/schools' });
  await app.register(unmatchedTransferRoutes, { prefix: '/api' });
  await app.register(transferAccountRunRoutes, { prefix: '/api/schools' });
  await app.register(scheduledRemindersRoutes, { prefix: '/api/schools' });
  await app.register(studentPayLinkRoutes, { prefix: '/api/students' });
  await app.register(remindersRoutes, { prefix: '/api/classrooms' });
  await app.register(payLinkRoutes, { prefix: '/api/pay' });
  await app.register(familyPayLinkRoutes, { prefix: '/api/pay/family' });
  await app.register(paymentsRoutes, { prefix: '/api/payments' });
  await app.register(paymentVoidRoutes, { prefix: '/api/payments' });
  await app.register(paystackWebhookRoutes, { prefix: '/api/webhooks' });
  if (config.paystack.simulated) {
    await app.register(simulatedCheckoutRoutes, { prefix: '/api/dev/paystack' });
  }
  return app;
}
