import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, like } from 'drizzle-orm';
import { attempts, users } from '../db/schema/accounts';
import { buildTestApp, type TestApp } from '../testing/build-app';
import {
  createClassroom,
  createSchool,
  createStudent,
  signUpOwner,
  transferBody,
  type Owner,
} from '../testing/fixtures';

const env = { NEW_ACCOUNT_MAILS_PER_HOUR: '3', MAILS_PER_HOUR: '6' };
const FIRST_DAY_SPENT =
  'This account may send 3 e-mails an hour in its first day; these would go past that. Please try again later.';
const SPENT =
  'This account may send 6 e-mails an hour; these would go past that. Please try again later.';

/** A school of one class whose students each owe, each with their own parent's e-mail. */
async function schoolOf(owner: Owner, parents: string[]) {
  const school = await createSchool(owner);
  const classroom = await createClassroom(owner, school._id, 100_000);
  const students = [];
  for (const [index, parentEmail] of parents.entries()) {
    students.push(
      await createStudent(
        owner,
        school._id,
        classroom._id,
        0,
        `Okafor Child${'a'.repeat(index + 1)}`,
        parentEmail,
      ),
    );
  }
  return { school, classroom, students };
}

const mailsTo = async (ctx: TestApp, address: string) => {
  await ctx.deliverQueuedMail();
  return ctx.mailbox.messages.filter((message) => message.to.includes(address));
};

test('every mail an account causes spends one hourly budget: past it, mail on demand is refused whole, a payment is recorded without its receipt, and codes still go', async (t) => {
  const ctx = await buildTestApp(t, { env });
  const owner = await signUpOwner(ctx);
  const { school, classroom, students } = await schoolOf(owner, [
    'parent.a@example.com',
    'parent.b@example.com',
  ]);
  const [first] = students;
  const record = () =>
    owner.client.post('/api/payments/record', {
      ...transferBody(school._id, first._id),
      externalReference: '',
      method: 'cash',
      password: owner.password,
    });
  const share = async () => (await owner.client.post(`/api/students/${first._id}/pay-link`)).json();
  const mailLink = async () =>
    owner.client.post(`/api/students/${first._id}/pay-link/mail`, { token: (await share()).token });
  const remind = () => owner.client.post(`/api/classrooms/${classroom._id}/reminders`, {});
  const invite = () =>
    owner.client.post(`/api/schools/${school._id}/staff`, {
      email: 'new.bursar@example.com',
      role: 'bursar',
      password: owner.password,
    });

  assert.equal((await record()).statusCode, 201, 'a receipt: 1 of 3');
  assert.equal((await mailLink()).statusCode, 200, 'a pay link: 2 of 3');

  // Two parents to remind, one mail left: the send is refused whole.
  const reminders = await remind();
  assert.equal(reminders.statusCode, 429, reminders.body);
  assert.deepEqual(reminders.json(), { message: FIRST_DAY_SPENT });
  assert.equal(reminders.headers['retry-after'], '3600');
  assert.equal((await mailsTo(ctx, 'parent.b@example.com')).length, 0);

  assert.equal((await invite()).statusCode, 201, 'an invitation: 3 of 3');
  const link = await mailLink();
  assert.equal(link.statusCode, 429);
  assert.deepEqual(link.json(), { message: FIRST_DAY_SPENT });
  const invitation = await owner.client.post(`/api/schools/${school._id}/staff`, {
    email: 'new.viewer@example.com',
    role: 'viewer',
    password: owner.password,
  });
  assert.equal(invitation.statusCode, 429);
  assert.deepEqual(invitation.json(), { message: FIRST_DAY_SPENT });

  // The payment stands; only its receipt is not sent.
  const unmailed = await record();
  assert.equal(unmailed.statusCode, 201, unmailed.body);
  const recorded = (await owner.client.get(`/api/payments?schoolId=${school._id}`)).json();
  assert.equal(recorded.length, 2);
  assert.equal((await mailsTo(ctx, 'ngozi@example.com')).length, 1, 'the first receipt only');
  assert.equal((await mailsTo(ctx, 'parent.a@example.com')).length, 1, 'the first link only');
  const staff = (await owner.client.get(`/api/schools/${school._id}/staff`)).json();
  assert.deepEqual(
    staff.map((line: { email: string }) => line.email),
    [owner.email, 'new.bursar@example.com'],
  );
  const audit = (await owner.client.get(`/api/schools/${school._id}/audit`)).json();
  assert.equal(
    audit.filter((line: { action: string }) => line.action === 'pay-link.mailed').length,
    1,
    'a refused mail is not audited as sent',
  );

  // A code is never held back by the budget.
  const reset = await ctx.client().post('/api/auth/reset-password/request', { email: owner.email });
  assert.equal(reset.statusCode, 200);
  assert.match(await ctx.mailbox.codeFor(owner.email, /password reset code/), /^\d{6}$/);

  // An hour on, the refused reminders go to both parents: nothing of them was kept.
  await ctx.database.db
    .update(attempts)
    .set({ createdAt: new Date(Date.now() - 60 * 60_000 - 1000) })
    .where(like(attempts.key, 'account-mails:%'));
  const later = await remind();
  assert.equal(later.statusCode, 200, later.body);
  assert.deepEqual(
    later.json().mailed.map((line: { email: string }) => line.email),
    ['parent.a@example.com', 'parent.b@example.com'],
  );
});

test("after its first day an account's budget is the larger one", async (t) => {
  const ctx = await buildTestApp(t, { env });
  const owner = await signUpOwner(ctx);
  const parents = Array.from({ length: 6 }, (_, index) => `parent.${index}@example.com`);
  const { classroom, students } = await schoolOf(owner, parents);
  await ctx.database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60_000) })
    .where(eq(users.id, owner.user._id));

  const reminders = await owner.client.post(`/api/classrooms/${classroom._id}/reminders`, {});
  assert.equal(reminders.statusCode, 200, reminders.body);
  assert.equal(reminders.json().mailed.length, 6);

  const share = (await owner.client.post(`/api/students/${students[0]._id}/pay-link`)).json();
  const link = await owner.client.post(`/api/students/${students[0]._id}/pay-link/mail`, {
    token: share.token,
  });
  assert.equal(link.statusCode, 429);
  assert.deepEqual(link.json(), { message: SPENT });
});
