import type { SchoolRole } from '@fees/shared-data/core';

/** What a member in another role is told: "Only the school's owner or bursar can do this." */
export function onlyRolesMessage(roles: readonly SchoolRole[]): string {
  const names = [...roles];
  const last = names.pop() ?? 'owner';
  const list = names.length ? `${names.join(', ')} or ${last}` : last;
  return `Only the school's ${list} can do this.`;
}
