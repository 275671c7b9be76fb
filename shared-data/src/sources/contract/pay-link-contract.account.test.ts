/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The cases of the student pay link contract against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { PAY_LINK_CASES } from '../../testing/contract/pay-link-contract';

describe('the student pay link contract, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(PAY_LINK_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
