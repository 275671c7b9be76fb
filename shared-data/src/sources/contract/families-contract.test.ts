import { guestSchool } from '../../testing/contract/contract-schools';
import { FAMILIES_CASES } from '../../testing/contract/families-contract';

describe('the families contract, guest (BrowserSource)', () => {
  for (const [name, run] of Object.entries(FAMILIES_CASES)) {
    it(name, async () => run(await guestSchool()));
  }
});
