/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The cases of the settlement account against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { SETTLEMENT_CASES } from '../../testing/contract/settlement-contract';

describe('the contract of the settlement account, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(SETTLEMENT_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
