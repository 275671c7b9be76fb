import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refusal } from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import { staffInvitations } from '../db/schema/staff';
import { assertFieldError } from '../testing/assert-field-error';
import { buildTestApp } from '../testing/build-app';
import {
  createSchool,
  inviteStaff,
  ownerWithStudent,
  signUpOwner,
  transferBody,
  uniqueEmail,
} from '../testing/fixtures';

test('an owner invites a bursar by e-mail, who accepts as that address and records a payment', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, student } = await ownerWithStudent(ctx);
  const email = uniqueEmail('bursar');

  const { line, token, mail } = await inviteStaff(ctx, owner, school._id, email, 'bursar');
  assert.equal(line.status, 'invited');
  assert.equal(line.role, 'bursar');
  assert.match(mail.raw, /Subject: Join Sunrise Academy on Fees Manager/);
  assert.match(
    mail.raw,
    /Chidi Okafor invited you to Sunrise Academy on Fees Manager, as its bursar\./,
  );
  assert.ok(mail.raw.includes(`http://localhost:3000/invite/${token}`));

  const visitor = ctx.client();
  const view = await visitor.get(`/api/invitations/${token}`);
  assert.equal(view.statusCode, 200, view.body);
  assert.equal(view.json().schoolName, 'Sunrise Academy');
  assert.equal(view.json().email, email);
  assert.equal(view.json().invitedBy, 'Chidi Okafor');
  assert.equal((await visitor.post(`/api/invitations/${token}/accept`)).statusCode, 401);

  const bursar = await signUpOwner(ctx, email);
  assert.deepEqual((await bursar.client.get('/api/schools')).json(), []);
  const accepted = await bursar.client.post(`/api/invitations/${token}/accept`);
  assert.equal(accepted.statusCode, 200, accepted.body);
  assert.deepEqual(accepted.json(), {
    schoolId: school._id,
    schoolName: 'Sunrise Academy',
    role: 'bursar',
  });
  const [seen] = (await bursar.client.get('/api/schools')).json();
  assert.equal(seen._id, school._id);
  assert.equal(seen.role, 'bursar');
  assert.equal((await owner.client.get('/api/schools')).json()[0].role, 'owner');

  const recorded = await bursar.client.post('/api/payments/record', {
    ...transferBody(school._id, student._id),
    password: bursar.password,
  });
  assert.equal(recorded.statusCode, 201, recorded.body);

  const staff = (await owner.client.get(`/api/schools/${school._id}/staff`)).json();
  assert.deepEqual(
    staff.map((member: { email: string; role: string; status: string }) => [
      member.email,
      member.role,
      member.status,
    ]),
    [
      [owner.email, 'owner', 'active'],
      [email, 'bursar', 'active'],
    ],
  );
  assert.equal((await bursar.client.get(`/api/schools/${school._id}/staff`)).statusCode, 403);
});

test('an invitation works once, for its own address, until it expires or is revoked', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithStudent(ctx);
  const email = uniqueEmail('viewer');
  const invalid = "This invitation is no longer valid. Ask the school's owner to invite you again.";

  const { token } = await inviteStaff(ctx, owner, school._id, email, 'viewer');
  const stranger = await signUpOwner(ctx);
  const wrong = await stranger.client.post(`/api/invitations/${token}/accept`);
  assert.equal(wrong.statusCode, 403);
  assert.equal(
    wrong.json().message,
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  );
  assert.deepEqual((await stranger.client.get('/api/schools')).json(), []);

  const viewer = await signUpOwner(ctx, email);
  const [first, second] = await Promise.all([
    viewer.client.post(`/api/invitations/${token}/accept`),
    viewer.client.post(`/api/invitations/${token}/accept`),
  ]);
  assert.deepEqual([first!.statusCode, second!.statusCode].sort(), [200, 404]);
  const used = await viewer.client.post(`/api/invitations/${token}/accept`);
  assert.equal(used.statusCode, 404);
  assert.equal(used.json().message, invalid);
  assert.equal((await ctx.client().get(`/api/invitations/${token}`)).statusCode, 404);

  const late = uniqueEmail('late');
  const expiring = await inviteStaff(ctx, owner, school._id, late, 'bursar');
  await ctx.database.db
    .update(staffInvitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(staffInvitations.id, expiring.line._id));
  const lateComer = await signUpOwner(ctx, late);
  assert.equal(
    (await lateComer.client.post(`/api/invitations/${expiring.token}/accept`)).statusCode,
    404,
  );

  const revokedEmail = uniqueEmail('revoked');
  const revoked = await inviteStaff(ctx, owner, school._id, revokedEmail, 'bursar');
  const removed = await owner.client.delete(
    `/api/schools/${school._id}/staff/${revoked.line._id}`,
    { password: owner.password },
  );
  assert.deepEqual(removed.json(), { message: 'Invitation revoked' });
  const revokedPerson = await signUpOwner(ctx, revokedEmail);
  assert.equal(
    (await revokedPerson.client.post(`/api/invitations/${revoked.token}/accept`)).statusCode,
    404,
  );
  assert.deepEqual((await revokedPerson.client.get('/api/schools')).json(), []);

  const resentEmail = uniqueEmail('resent');
  const firstMail = await inviteStaff(ctx, owner, school._id, resentEmail, 'viewer');
  const secondMail = await inviteStaff(ctx, owner, school._id, resentEmail, 'bursar');
  const resent = await signUpOwner(ctx, resentEmail);
  assert.equal(
    (await resent.client.post(`/api/invitations/${firstMail.token}/accept`)).statusCode,
    404,
    'inviting again ends the earlier link',
  );
  const joined = await resent.client.post(`/api/invitations/${secondMail.token}/accept`);
  assert.equal(joined.json().role, 'bursar');

  assert.equal((await ctx.client().get('/api/invitations/not-a-token')).statusCode, 404);
});

test('the owner changes a role or removes a member, and it holds at once in their session', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, student } = await ownerWithStudent(ctx);
  const email = uniqueEmail('bursar');
  const { token } = await inviteStaff(ctx, owner, school._id, email, 'bursar');
  const bursar = await signUpOwner(ctx, email);
  await bursar.client.post(`/api/invitations/${token}/accept`);
  const record = () =>
    bursar.client.post('/api/payments/record', {
      ...transferBody(school._id, student._id),
      password: bursar.password,
    });
  assert.equal((await bursar.client.get(`/api/students?schoolId=${school._id}`)).statusCode, 200);

  const demoted = await owner.client.put(`/api/schools/${school._id}/staff/${bursar.user._id}`, {
    role: 'viewer',
    password: owner.password,
  });
  assert.equal(demoted.statusCode, 200, demoted.body);
  assert.equal(demoted.json().role, 'viewer');
  const refused = await record();
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().message, refusal('recordPayment'));

  const ownerItself = await owner.client.put(`/api/schools/${school._id}/staff/${owner.user._id}`, {
    role: 'viewer',
    password: owner.password,
  });
  assert.equal(ownerItself.statusCode, 409);
  const wrongPassword = await owner.client.delete(
    `/api/schools/${school._id}/staff/${bursar.user._id}`,
    { password: 'not-the-password' },
  );
  assert.equal(wrongPassword.statusCode, 403);

  const removed = await owner.client.delete(`/api/schools/${school._id}/staff/${bursar.user._id}`, {
    password: owner.password,
  });
  assert.deepEqual(removed.json(), { message: 'Removed from staff' });
  assert.equal((await bursar.client.get(`/api/students?schoolId=${school._id}`)).json().length, 0);
  assert.equal((await bursar.client.get(`/api/schools/${school._id}/terms`)).statusCode, 404);
  assert.deepEqual((await bursar.client.get('/api/schools')).json(), []);
  assert.equal((await record()).statusCode, 404);
});

test("staff are the owner's to manage: refused to other roles and to other schools' owners", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithStudent(ctx);
  const stranger = await signUpOwner(ctx);
  const theirs = await createSchool(stranger, 'Other School');

  const elsewhere = await owner.client.get(`/api/schools/${theirs._id}/staff`);
  assert.equal(elsewhere.statusCode, 404);
  assert.equal(elsewhere.json().message, 'School not found');
  const intoTheirs = await owner.client.post(`/api/schools/${theirs._id}/staff`, {
    email: uniqueEmail(),
    role: 'bursar',
    password: owner.password,
  });
  assert.equal(intoTheirs.statusCode, 404);
  const removeTheirOwner = await owner.client.delete(
    `/api/schools/${school._id}/staff/${stranger.user._id}`,
    { password: owner.password },
  );
  assert.equal(removeTheirOwner.statusCode, 404);
  assert.equal(removeTheirOwner.json().message, 'Staff member not found');

  const already = await owner.client.post(`/api/schools/${school._id}/staff`, {
    email: owner.email.toUpperCase(),
    role: 'viewer',
    password: owner.password,
  });
  assert.equal(already.statusCode, 409);
  assert.equal(already.json().message, `${owner.email} is already on this school's staff.`);

  const asOwner = await owner.client.post(`/api/schools/${school._id}/staff`, {
    email: uniqueEmail(),
    role: 'owner',
    password: owner.password,
  });
  assertFieldError(asOwner, 'role', /^Role must be bursar or viewer$/, 'an owner is not invited');
  const badAddress = await owner.client.post(`/api/schools/${school._id}/staff`, {
    email: 'not-an-address',
    role: 'viewer',
    password: owner.password,
  });
  assertFieldError(badAddress, 'email', /^Email is invalid$/, 'a bad address');
  assert.equal(
    (await ctx.database.db.select().from(staffInvitations)).length,
    0,
    'no refused invitation is stored',
  );
});
