import { guestSchool } from '../../testing/contract/contract-schools';
import { FAMILY_PAY_LINK_CASES } from '../../testing/contract/family-pay-link-contract';

describe('the family pay link contract, guest (BrowserSource)', () => {
  for (const [name, run] of Object.entries(FAMILY_PAY_LINK_CASES)) {
    it(name, async () => run(await guestSchool()));
  }
});
