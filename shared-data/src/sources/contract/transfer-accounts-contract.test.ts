import { guestSchool } from '../../testing/contract/contract-schools';
import { TRANSFER_ACCOUNT_CASES } from '../../testing/contract/transfer-accounts-contract';

describe('the contract of transfer accounts, guest (BrowserSource)', () => {
  for (const [name, run] of Object.entries(TRANSFER_ACCOUNT_CASES)) {
    it(name, async () => run(await guestSchool()));
  }
});
