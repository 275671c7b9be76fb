/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The late fees' cases against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { LATE_FEES_CASES } from '../../testing/contract/late-fees-contract';

describe('the late fees contract, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(LATE_FEES_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
