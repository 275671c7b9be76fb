/**
 * What a member of a school may do there (docs/staff.md): the owner who registered it everything,
 * a bursar the day's money and the register, a viewer only reading.
 */
export const SCHOOL_ROLES = ['owner', 'bursar', 'viewer'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

/** What a member in another role is told: "Only the school's owner or bursar can do this." */
export function onlyRolesMessage(roles: readonly SchoolRole[]): string {
  const names = [...roles];
  const last = names.pop() ?? 'owner';
  const list = names.length ? `${names.join(', ')} or ${last}` : last;
  return `Only the school's ${list} can do this.`;
}
