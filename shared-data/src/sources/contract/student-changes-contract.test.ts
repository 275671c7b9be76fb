import { guestSchool } from '../../testing/contract/contract-schools';
import { STUDENT_CHANGE_CASES } from '../../testing/contract/student-changes-contract';

describe('the contract of edits waiting for the owner, guest (BrowserSource)', () => {
  for (const [name, run] of Object.entries(STUDENT_CHANGE_CASES)) {
    it(name, async () => run(await guestSchool()));
  }
});
