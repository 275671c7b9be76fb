import type { SchoolRole } from '../constants/staff';

/** What one action asks: the roles that may do it, and what anyone else is told. */
export interface ActionRule {
  roles: readonly SchoolRole[];
  refusal: string;
}

const OWNER = ['owner'] as const;
const RECORDERS = ['owner', 'bursar'] as const;

/** The words for an action no screen names: "Only the school's owner or bursar can do this." */
function onlyRoles(roles: readonly SchoolRole[]): string {
  const names = [...roles];
  const last = names.pop() ?? 'owner';
  const list = names.length ? `${names.join(', ')} or ${last}` : last;
  return `Only the school's ${list} can do this.`;
}

const rule = (roles: readonly SchoolRole[], refusal = onlyRoles(roles)): ActionRule => ({
  roles,
  refusal,
});

/**
 * Who may do what in a school (docs/staff.md#the-roles), the one place it is said: the API's
 * routes declare an action, the guest source checks it, and a screen gates on it and shows its
 * words. The owner who registered the school does everything, a bursar the day's money and the
 * register, a viewer only reads; reading is every member's and needs no entry.
 */
export const ACTIONS = {
  changeSchool: rule(OWNER, "Only the school's owner can change its details."),
  setSiblingDiscount: rule(OWNER, "Only the school's owner can set the sibling discount."),
  changeClasses: rule(OWNER, "Only the school's owner can change its classes."),
  setFeeItems: rule(OWNER, "Only the school's owner can set its fee items."),
  setPlans: rule(OWNER, "Only the school's owner can set payment plans."),
  setReminders: rule(OWNER, "Only the school's owner can set reminders."),
  runReminders: rule(OWNER, "Only the school's owner can send due reminders now."),
  setLateFee: rule(OWNER, "Only the school's owner can set the late fee."),
  waiveLateFees: rule(OWNER, "Only the school's owner can waive late fees."),
  manageStaff: rule(OWNER, "Only the school's owner can see and change its staff."),
  readAudit: rule(OWNER, "Only the school's owner can read its audit log."),
  setSettlement: rule(OWNER),
  runTerms: rule(OWNER),
  deleteStudent: rule(OWNER),
  answerStudentChange: rule(OWNER),
  answerVoid: rule(OWNER),
  registerStudents: rule(RECORDERS, "Only the school's owner or bursar can register students."),
  importStudents: rule(RECORDERS, "Only the school's owner or bursar can import students."),
  changeStudents: rule(RECORDERS, "Only the school's owner or bursar can change students."),
  changeFamilies: rule(RECORDERS, "Only the school's owner or bursar can change families."),
  recordPayment: rule(RECORDERS, "Only the school's owner or bursar can record payments."),
  takeCardPayment: rule(RECORDERS, "Only the school's owner or bursar can take card payments."),
  askVoid: rule(RECORDERS),
  sharePayLinks: rule(RECORDERS),
  sendReminders: rule(RECORDERS),
  giveTransferAccounts: rule(RECORDERS),
  matchTransfers: rule(RECORDERS),
} as const satisfies Record<string, ActionRule>;

export type SchoolAction = keyof typeof ACTIONS;

/** Whether a member in `role` may do `action`; no role (not a member) may do nothing. */
export function mayDo(role: SchoolRole | null | undefined, action: SchoolAction): boolean {
  return role != null && ACTIONS[action].roles.includes(role);
}

/** What a member whose role may not do `action` is told, on a screen and by either source. */
export function refusal(action: SchoolAction): string {
  return ACTIONS[action].refusal;
}
