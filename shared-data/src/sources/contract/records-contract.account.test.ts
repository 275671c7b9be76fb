/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The cases of the contract of removals and refusals against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { RECORDS_CASES } from '../../testing/contract/records-contract';

describe('the contract of removals and refusals, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(RECORDS_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
