/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The role table's walk against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { ROLES_CASES } from '../../testing/contract/roles-contract';

describe('the role table, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(ROLES_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
