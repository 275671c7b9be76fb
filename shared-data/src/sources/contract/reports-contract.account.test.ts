/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The reports' cases against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { REPORTS_CASES } from '../../testing/contract/reports-contract';

describe('the reports contract, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(REPORTS_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
