// Jest's globalSetup: account-mode component tests talk to the real API, started once per run
// before any worker exists, so the workers inherit where it is, whom to sign in as, and where
// its mail and its card provider can be reached.
import { startApiProcess } from '@fees/api/testing/api-process';
import { serveRunServices } from './serve-run-services';

export default async function startTestApi(_: unknown, { rootDir }: { rootDir: string }) {
  const api = await startApiProcess({ root: rootDir });
  const services = await serveRunServices(api);
  process.env.FEES_TEST_API_URL = api.url;
  process.env.FEES_TEST_APP_ORIGIN = api.appOrigin;
  process.env.FEES_TEST_ACCOUNT_EMAIL = api.account.email;
  process.env.FEES_TEST_ACCOUNT_PASSWORD = api.account.password;
  process.env.FEES_TEST_SERVICES_URL = services.url;
  // globalTeardown runs in this same process and sees this global.
  Object.assign(globalThis, { feesTestApi: api, feesTestServices: services });
}
