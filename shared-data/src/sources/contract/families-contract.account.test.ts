/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The families cases against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { FAMILIES_CASES } from '../../testing/contract/families-contract';

describe('the families contract, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(FAMILIES_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
