/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The payment plans' cases against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { PLANS_CASES } from '../../testing/contract/plans-contract';

describe('the payment plans contract, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(PLANS_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
