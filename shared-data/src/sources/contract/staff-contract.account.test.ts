/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The staff cases against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { STAFF_CASES } from '../../testing/contract/staff-contract';

describe('the staff contract, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(STAFF_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
