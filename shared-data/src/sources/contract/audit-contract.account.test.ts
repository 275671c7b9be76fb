/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The audit log's cases against the run's real API (docs/testing.md).
import { accountSchool } from '../../testing/contract/contract-schools';
import { AUDIT_CASES } from '../../testing/contract/audit-contract';

describe('the audit log contract, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(AUDIT_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
