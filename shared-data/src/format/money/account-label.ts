/** How an audit trail names an account: 'Ada Obi <ada@school.ng>', the same in both modes. */
export function accountLabel(user: { firstname: string; lastname: string; email: string }): string {
  return `${user.firstname} ${user.lastname} <${user.email}>`;
}
