// Jest's globalTeardown: stops the API that start-test-api.ts started and deletes its database.
import type { ApiProcess } from '@fees/api/testing/api-process';

export default async function stopTestApi() {
  await (globalThis as { feesTestApi?: ApiProcess }).feesTestApi?.stop();
}
