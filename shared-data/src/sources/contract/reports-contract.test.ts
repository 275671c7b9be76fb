import { guestSchool } from '../../testing/contract/contract-schools';
import { REPORTS_CASES } from '../../testing/contract/reports-contract';

describe('the reports contract, guest (BrowserSource)', () => {
  for (const [name, run] of Object.entries(REPORTS_CASES)) {
    it(name, async () => run(await guestSchool()));
  }
});
