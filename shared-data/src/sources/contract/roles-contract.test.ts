import { guestSchool } from '../../testing/contract/contract-schools';
import { ROLES_CASES } from '../../testing/contract/roles-contract';

describe('the role table, guest (BrowserSource)', () => {
  for (const [name, run] of Object.entries(ROLES_CASES)) {
    it(name, async () => run(await guestSchool()));
  }
});
