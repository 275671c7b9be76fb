import { DEMO_BURSAR } from '../../constants/guest';
import { INVITATION_INVALID, INVITATION_LIFE_DAYS, type StaffRole } from '../../constants/staff';
import type { StaffMember } from '../../types/staff';
import { deleteBodySchema } from '../../validation/accounts/password-schemas';
import {
  staffInviteBodySchema,
  staffRoleBodySchema,
} from '../../validation/accounts/staff-schemas';
import { ConflictError, NotFoundError, STAFF_MEMBER_NOT_FOUND } from '../data-errors';
import type { StaffInput } from '../data-source';
import { readGuestStaff, writeGuestStaff, type GuestStaffLine } from '../guest-storage';
import { objectId } from '../object-id';
import {
  checkChange,
  checkRole,
  findRecord,
  type GuestContext,
  readRecords,
} from './guest-records';

const OWNER_STAYS = "The school's owner keeps their role and cannot be removed.";

/** Until the guest changes a school's staff, each demo school has the demo bursar. */
function staffLines(context: GuestContext): GuestStaffLine[] {
  return (
    readGuestStaff(context.storage) ??
    readRecords(context, 'schools').map((school) => ({
      ...DEMO_BURSAR,
      schoolId: school._id,
      role: 'bursar' as const,
      status: 'active' as const,
    }))
  );
}

function withoutSchool({ schoolId: _, ...line }: GuestStaffLine): StaffMember {
  return line;
}

/** The owner (the guest), then the school's other lines, as the API lists them. */
export function listStaff(context: GuestContext, schoolId: string): StaffMember[] {
  findRecord(context, 'schools', schoolId);
  checkRole(context, 'manageStaff');
  const owner = readRecords(context, 'users')[0];
  const ownerLine: StaffMember[] = owner
    ? [
        {
          _id: owner._id,
          email: owner.email,
          firstname: owner.firstname,
          lastname: owner.lastname,
          role: 'owner',
          status: 'active',
        },
      ]
    : [];
  const others = staffLines(context).filter((line) => line.schoolId === schoolId);
  return [
    ...ownerLine,
    ...others.filter((line) => line.status === 'active').map(withoutSchool),
    ...others.filter((line) => line.status === 'invited').map(withoutSchool),
  ];
}

/** The demo sends no mail: the invitation waits on the staff list, as the API's would. */
export function inviteStaff(
  context: GuestContext,
  schoolId: string,
  input: StaffInput,
  password: string,
): StaffMember {
  checkChange(context, 'manageStaff', staffInviteBodySchema, { ...input, password });
  const email = input.email.trim().toLowerCase();
  const members = listStaff(context, schoolId).filter((line) => line.status === 'active');
  if (members.some((line) => line.email === email)) {
    throw new ConflictError(`${email} is already on this school's staff.`);
  }
  const expiresAt = new Date(
    context.now().getTime() + INVITATION_LIFE_DAYS * 24 * 60 * 60 * 1000,
  ).toISOString();
  const invited: GuestStaffLine = {
    _id: objectId(context.now().getTime()),
    schoolId,
    email,
    role: input.role,
    status: 'invited',
    expiresAt,
  };
  const kept = staffLines(context).filter(
    (line) => !(line.schoolId === schoolId && line.status === 'invited' && line.email === email),
  );
  writeGuestStaff(context.storage, [...kept, invited]);
  return withoutSchool(invited);
}

/** The school's line `memberId`: the owner's answers ConflictError, an unknown one NotFoundError. */
function lineIndex(context: GuestContext, lines: GuestStaffLine[], schoolId: string, id: string) {
  findRecord(context, 'schools', schoolId);
  if (readRecords(context, 'users')[0]?._id === id) throw new ConflictError(OWNER_STAYS);
  const index = lines.findIndex((line) => line.schoolId === schoolId && line._id === id);
  if (index < 0) throw new NotFoundError(STAFF_MEMBER_NOT_FOUND);
  return index;
}

export function changeStaffRole(
  context: GuestContext,
  schoolId: string,
  memberId: string,
  role: StaffRole,
  password: string,
): StaffMember {
  checkChange(context, 'manageStaff', staffRoleBodySchema, { role, password });
  const lines = staffLines(context);
  const index = lineIndex(context, lines, schoolId, memberId);
  const changed = { ...lines[index]!, role };
  lines[index] = changed;
  writeGuestStaff(context.storage, lines);
  return withoutSchool(changed);
}

export function removeStaff(
  context: GuestContext,
  schoolId: string,
  memberId: string,
  password: string,
): void {
  checkChange(context, 'manageStaff', deleteBodySchema, { password });
  const lines = staffLines(context);
  const index = lineIndex(context, lines, schoolId, memberId);
  writeGuestStaff(
    context.storage,
    lines.filter((_, at) => at !== index),
  );
}

/** No invitation link reaches the demo, which mails nothing: every token is one that cannot be used. */
export function refuseInvitation(): never {
  throw new NotFoundError(INVITATION_INVALID);
}
