/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The cases of edits waiting for the owner against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { STUDENT_CHANGE_CASES } from '../../testing/contract/student-changes-contract';

describe('the contract of edits waiting for the owner, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(STUDENT_CHANGE_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
