// A school's staff (docs/staff.md), written once and run against every DataSource in the schools
// of contract-schools.ts. The guest demo's schools come with a demo bursar and an account's with
// none, so the cases look only at the owner and the lines they make.
import { ConflictError, ForbiddenError, NotFoundError } from '../../sources/data-errors';
import type { ContractCases, ContractSetup } from './contract-schools';

let invited = 0;

/** An address no other case or run invites. */
function newAddress(): string {
  invited += 1;
  return `invitee-${Date.now().toString(36)}-${invited}@example.com`;
}

async function lineOf({ source, schoolId }: ContractSetup, email: string) {
  return (await source.listStaff(schoolId)).find((line) => line.email === email);
}

async function ownerOf({ source, schoolId }: ContractSetup) {
  const [first] = await source.listStaff(schoolId);
  expect(first).toMatchObject({ role: 'owner', status: 'active' });
  return first!;
}

export const STAFF_CASES: ContractCases = {
  async 'lists the owner first and an invitation, waiting, after the members'(setup) {
    const { source, password, schoolId } = setup;
    await ownerOf(setup);
    const email = newAddress();
    const line = await source.inviteStaff(schoolId, { email, role: 'bursar' }, password);
    expect(line).toMatchObject({ email, role: 'bursar', status: 'invited' });
    expect(Date.parse(line.expiresAt ?? '') - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const staff = await source.listStaff(schoolId);
    expect(staff.at(-1)).toEqual(line);
  },

  async 'inviting an address again leaves one invitation, in the newer role'(setup) {
    const { source, password, schoolId } = setup;
    const email = newAddress();
    await source.inviteStaff(schoolId, { email, role: 'viewer' }, password);
    const again = await source.inviteStaff(schoolId, { email, role: 'bursar' }, password);
    const lines = (await source.listStaff(schoolId)).filter((line) => line.email === email);
    expect(lines).toEqual([again]);
  },

  async 'does not invite someone already on the staff, however the address is typed'(setup) {
    const { source, password, schoolId } = setup;
    const owner = await ownerOf(setup);
    const refused = source.inviteStaff(
      schoolId,
      { email: owner.email.toUpperCase(), role: 'viewer' },
      password,
    );
    await expect(refused).rejects.toThrow(ConflictError);
    await expect(refused).rejects.toThrow(`${owner.email} is already on this school's staff.`);
  },

  async 'changes a waiting invitation’s role, then revokes it'(setup) {
    const { source, password, schoolId } = setup;
    const email = newAddress();
    const line = await source.inviteStaff(schoolId, { email, role: 'bursar' }, password);
    const changed = await source.changeStaffRole(schoolId, line._id, 'viewer', password);
    expect(changed).toEqual({ ...line, role: 'viewer' });
    expect(await lineOf(setup, email)).toEqual(changed);
    await source.removeStaff(schoolId, line._id, password);
    expect(await lineOf(setup, email)).toBeUndefined();
  },

  async 'keeps the owner, and names no one for an unknown line'(setup) {
    const { source, password, schoolId } = setup;
    const owner = await ownerOf(setup);
    await expect(source.changeStaffRole(schoolId, owner._id, 'viewer', password)).rejects.toThrow(
      "The school's owner keeps their role and cannot be removed.",
    );
    await expect(source.removeStaff(schoolId, owner._id, password)).rejects.toThrow(ConflictError);
    const unknown = source.removeStaff(schoolId, '64f0a00000000000000fffff', password);
    await expect(unknown).rejects.toThrow(NotFoundError);
    await expect(unknown).rejects.toThrow('Staff member not found');
    expect(await ownerOf(setup)).toEqual(owner);
  },

  async 'writes nothing on a wrong password or a role that is not for staff'(setup) {
    const { source, schoolId } = setup;
    const before = await source.listStaff(schoolId);
    const email = newAddress();
    await expect(
      source.inviteStaff(schoolId, { email, role: 'bursar' }, 'not-the-password'),
    ).rejects.toThrow(ForbiddenError);
    await expect(
      source.inviteStaff(schoolId, { email, role: 'owner' as 'bursar' }, setup.password),
    ).rejects.toThrow('Role must be bursar or viewer');
    expect(await source.listStaff(schoolId)).toEqual(before);
  },
};
