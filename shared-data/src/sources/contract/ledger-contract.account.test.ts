/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The fee ledger's cases against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { LEDGER_CASES } from '../../testing/contract/ledger-contract';

describe('the fee ledger contract, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(LEDGER_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
