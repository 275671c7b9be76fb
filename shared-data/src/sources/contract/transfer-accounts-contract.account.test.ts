/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The cases of transfer accounts against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { TRANSFER_ACCOUNT_CASES } from '../../testing/contract/transfer-accounts-contract';

describe('the contract of transfer accounts, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(TRANSFER_ACCOUNT_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
