import { guestSchool } from '../../testing/contract/contract-schools';
import { LEDGER_CASES } from '../../testing/contract/ledger-contract';

describe('the fee ledger contract, guest (BrowserSource)', () => {
  for (const [name, run] of Object.entries(LEDGER_CASES)) {
    it(name, async () => run(await guestSchool()));
  }
});
