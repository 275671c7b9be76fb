import { SCHOOL_ROLE_LABELS } from '../constants/staff';
import { ACTIONS, mayDo, refusal, type SchoolAction } from './actions';

const actions = Object.keys(ACTIONS) as SchoolAction[];

describe('the role table', () => {
  it('lets the owner do everything, a viewer or someone of no role nothing', () => {
    for (const action of actions) {
      expect([mayDo('owner', action), mayDo('viewer', action)]).toEqual([true, false]);
      expect([mayDo(null, action), mayDo(undefined, action)]).toEqual([false, false]);
    }
  });

  it("words each refusal with the roles that may, so the words cannot say what the roles don't", () => {
    for (const action of actions) {
      const names = ACTIONS[action].roles.map((role) => SCHOOL_ROLE_LABELS[role].toLowerCase());
      expect(refusal(action)).toMatch(new RegExp(`^Only the school's ${names.join(' or ')} can `));
    }
    expect(refusal('recordPayment')).toBe("Only the school's owner or bursar can record payments.");
    expect(refusal('answerVoid')).toBe("Only the school's owner can do this.");
  });
});
