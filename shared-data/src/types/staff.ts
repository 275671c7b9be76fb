import type { InferType } from 'yup';
import type { invitationViewRecord, membershipRecord, staffMemberRecord } from '../records/staff';

/** A member of a school's staff or an invitation waiting, as `staffMemberRecord` says. */
export interface StaffMember extends InferType<typeof staffMemberRecord> {}

/** What an invitation link shows, as `invitationViewRecord` says. */
export interface InvitationView extends InferType<typeof invitationViewRecord> {}

/** An accepted invitation, as `membershipRecord` says. */
export interface Membership extends InferType<typeof membershipRecord> {}
