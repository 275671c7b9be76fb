// Jest's globalTeardown: stops what start-test-api.ts started and deletes the API's database.
import type { ApiProcess } from '@fees/api/testing/api-process';

export default async function stopTestApi() {
  const { feesTestApi, feesTestServices } = globalThis as {
    feesTestApi?: ApiProcess;
    feesTestServices?: { close(): Promise<void> };
  };
  await feesTestServices?.close();
  await feesTestApi?.stop();
}
