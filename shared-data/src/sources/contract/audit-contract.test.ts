import { guestSchool } from '../../testing/contract/contract-schools';
import { AUDIT_CASES } from '../../testing/contract/audit-contract';

describe('the audit log contract, guest (BrowserSource)', () => {
  for (const [name, run] of Object.entries(AUDIT_CASES)) {
    it(name, async () => run(await guestSchool()));
  }
});
