/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// Reminders cases against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { REMINDERS_CASES } from '../../testing/contract/reminders-contract';

describe('the reminders contract, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(REMINDERS_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
