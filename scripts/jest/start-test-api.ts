// Jest's globalSetup: account-mode component tests talk to the real API, started once per run
// before any worker exists, so the workers inherit where it is and whom to sign in as.
import { startApiProcess } from '@fees/api/testing/api-process';

export default async function startTestApi(_: unknown, { rootDir }: { rootDir: string }) {
  const api = await startApiProcess({ root: rootDir });
  process.env.FEES_TEST_API_URL = api.url;
  process.env.FEES_TEST_APP_ORIGIN = api.appOrigin;
  process.env.FEES_TEST_ACCOUNT_EMAIL = api.account.email;
  process.env.FEES_TEST_ACCOUNT_PASSWORD = api.account.password;
  // globalTeardown runs in this same process and sees this global.
  Object.assign(globalThis, { feesTestApi: api });
}
