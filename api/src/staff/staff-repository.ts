import type { StaffMember, StaffRole } from '@fees/shared-data/core';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { sha256 } from '../guards/secrets';
import type { Queryable } from '../db/client';
import { users } from '../db/schema/accounts';
import { schoolMembers, schools } from '../db/schema/schools';
import { staffInvitations } from '../db/schema/staff';
import { memberRole } from '../schools';

type InvitationRow = typeof staffInvitations.$inferSelect;

/** Neither accepted nor revoked, and not past its week. */
function live() {
  return and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, new Date()),
  );
}

function invitedLine(row: InvitationRow): StaffMember {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    status: 'invited',
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The school's members, owner first then by when they joined, and the invitations still live. */
export async function listStaff(db: Queryable, schoolId: string): Promise<StaffMember[]> {
  const members = await db
    .select({
      _id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      role: schoolMembers.role,
    })
    .from(schoolMembers)
    .innerJoin(users, eq(users.id, schoolMembers.userId))
    .where(eq(schoolMembers.schoolId, schoolId))
    .orderBy(sql`${schoolMembers.role} <> 'owner'`, asc(schoolMembers.createdAt), asc(users.id));
  const invited = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.schoolId, schoolId), live()))
    .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
  return [
    ...members.map((member) => ({ ...member, status: 'active' as const })),
    ...invited.map(invitedLine),
  ];
}

/** Whether `email` (stored lowercased) is already a member of the school. */
export async function isMemberEmail(db: Queryable, schoolId: string, email: string) {
  const [row] = await db
    .select({ userId: schoolMembers.userId })
    .from(schoolMembers)
    .innerJoin(users, eq(users.id, schoolMembers.userId))
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

export interface NewInvitation {
  schoolId: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  token: string;
  expiresAt: Date;
}

/**
 * Invites `email`, ending any live invitation of theirs to the same school: the newest mail is the
 * one that works, so inviting again is how an owner resends or changes their mind.
 */
export async function createInvitation(db: Queryable, invitation: NewInvitation) {
  const { token, ...values } = invitation;
  await db
    .update(staffInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffInvitations.schoolId, values.schoolId),
        eq(staffInvitations.email, values.email),
        live(),
      ),
    );
  const [row] = await db
    .insert(staffInvitations)
    .values({ ...values, tokenHash: sha256(token) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return invitedLine(row);
}

/** A live invitation by its token, with its school's name and who sent it. */
export async function findInvitation(db: Queryable, token: string, lock = false) {
  const query = db
    .select({
      invitation: staffInvitations,
      schoolName: schools.name,
      inviterFirstname: users.firstname,
      inviterLastname: users.lastname,
    })
    .from(staffInvitations)
    .innerJoin(schools, eq(schools.id, staffInvitations.schoolId))
    .innerJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(and(eq(staffInvitations.tokenHash, sha256(token)), live()))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: staffInvitations }) : await query;
  return row ?? null;
}

export type AcceptResult =
  | { kind: 'accepted'; schoolId: string; schoolName: string; role: StaffRole }
  | { kind: 'invalid' }
  | { kind: 'other-email'; email: string }
  | { kind: 'already-member' };

/**
 * Makes the user a member as the invitation says, once: the row lock lets only one of two
 * accepts of the same token through, and the invitation is spent with the membership it grants.
 */
export async function acceptInvitation(
  db: Queryable,
  token: string,
  user: { id: string; email: string },
): Promise<AcceptResult> {
  return db.transaction(async (tx) => {
    const found = await findInvitation(tx, token, true);
    if (!found) return { kind: 'invalid' };
    const { invitation, schoolName } = found;
    if (invitation.email !== user.email) return { kind: 'other-email', email: invitation.email };
    const added = await tx
      .insert(schoolMembers)
      .values({ schoolId: invitation.schoolId, userId: user.id, role: invitation.role })
      .onConflictDoNothing()
      .returning({ role: schoolMembers.role });
    if (added.length === 0) return { kind: 'already-member' };
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: new Date() })
      .where(eq(staffInvitations.id, invitation.id));
    return { kind: 'accepted', schoolId: invitation.schoolId, schoolName, role: invitation.role };
  });
}

export type StaffChange =
  | { kind: 'member'; line: StaffMember }
  | { kind: 'invitation'; line: StaffMember }
  | { kind: 'owner' }
  | { kind: 'not-found' };

/** A member's role, taking effect on their next request; or a live invitation's, before it is used. */
export async function changeStaffRole(
  db: Queryable,
  schoolId: string,
  id: string,
  role: StaffRole,
): Promise<StaffChange> {
  return db.transaction(async (tx) => {
    const current = await memberRole(tx, schoolId, id, true);
    if (current === 'owner') return { kind: 'owner' };
    if (current) {
      await tx
        .update(schoolMembers)
        .set({ role })
        .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, id)));
      const line = (await listStaff(tx, schoolId)).find((member) => member._id === id);
      if (!line) throw new Error('the member just changed is not listed');
      return { kind: 'member', line };
    }
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ role })
      .where(and(eq(staffInvitations.id, id), eq(staffInvitations.schoolId, schoolId), live()))
      .returning();
    return invitation
      ? { kind: 'invitation', line: invitedLine(invitation) }
      : { kind: 'not-found' };
  });
}

export type StaffRemoval =
  { kind: 'member' | 'invitation'; email: string } | { kind: 'owner' } | { kind: 'not-found' };

/** Ends a membership at once, or revokes a live invitation so its link no longer works. */
export async function removeStaff(
  db: Queryable,
  schoolId: string,
  id: string,
): Promise<StaffRemoval> {
  return db.transaction(async (tx): Promise<StaffRemoval> => {
    const current = await memberRole(tx, schoolId, id, true);
    if (current === 'owner') return { kind: 'owner' };
    if (current) {
      await tx
        .delete(schoolMembers)
        .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, id)));
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
      return { kind: 'member', email: user?.email ?? '' };
    }
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvitations.id, id), eq(staffInvitations.schoolId, schoolId), live()))
      .returning({ email: staffInvitations.email });
    return revoked ? { kind: 'invitation', email: revoked.email } : { kind: 'not-found' };
  });
}
