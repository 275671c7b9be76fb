/**
 * What a member of a school may do there (docs/staff.md): the owner who registered it everything,
 * a bursar the day's money and the register, a viewer only reading; what each may do is in
 * roles/actions.ts.
 */
export const SCHOOL_ROLES = ['owner', 'bursar', 'viewer'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

/** The roles an owner invites someone into: a school has one owner. */
export const STAFF_ROLES = ['bursar', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const SCHOOL_ROLE_LABELS: Readonly<Record<SchoolRole, string>> = {
  owner: 'Owner',
  bursar: 'Bursar',
  viewer: 'Viewer',
};

/** An invitation works this many days, once (docs/staff.md#invitations). */
export const INVITATION_LIFE_DAYS: number = 7;

/** The path an invitation mail links to; the shell's origin goes in front. */
export function invitationPath(token: string): string {
  return `/invite/${token}`;
}

/** Tokens are URL-safe base64 of 32 random bytes; anything else is not a token. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Every token that cannot be accepted (made up, used, expired or revoked) gets this one answer. */
export const INVITATION_INVALID =
  "This invitation is no longer valid. Ask the school's owner to invite you again.";
