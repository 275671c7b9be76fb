import { guestSchool } from '../../testing/contract/contract-schools';
import { SETTLEMENT_CASES } from '../../testing/contract/settlement-contract';

describe('the contract of the settlement account, guest (BrowserSource)', () => {
  for (const [name, run] of Object.entries(SETTLEMENT_CASES)) {
    it(name, async () => run(await guestSchool()));
  }
});
