/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The family pay link cases against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { FAMILY_PAY_LINK_CASES } from '../../testing/contract/family-pay-link-contract';

describe('the family pay link contract, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(FAMILY_PAY_LINK_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
