import { guestSchool } from '../../testing/contract/contract-schools';
import { STAFF_CASES } from '../../testing/contract/staff-contract';

describe('the staff contract, guest (BrowserSource)', () => {
  for (const [name, run] of Object.entries(STAFF_CASES)) {
    it(name, async () => run(await guestSchool()));
  }
});
