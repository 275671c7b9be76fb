import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { daysAfter, sessionDays, sessionOf } from '@fees/shared-data/core';
import type { ApiClient } from './api-client';
import { buildTestApp, type TestApp } from './build-app';
import { paymentBody, transferBody } from './payment-bodies';

export { paymentBody, transferBody } from './payment-bodies';

export interface Owner {
  client: ApiClient;
  email: string;
  password: string;
  user: { _id: string; firstname: string; lastname: string; email: string; phone: string };
}

/** A record as the API answers it, by its id. */
type Ref = { _id: string };

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function signupBody(email = uniqueEmail()) {
  return {
    firstname: 'Chidi',
    lastname: 'Okafor',
    email,
    phone: '08031234567',
    password: 'secret-pass',
  };
}

/** Signs up, reads the code from the mail that arrived over SMTP, verifies, logs in. */
export async function signUpOwner(ctx: TestApp, email = uniqueEmail()): Promise<Owner> {
  const client = ctx.client();
  const body = signupBody(email);
  const signup = await client.post('/api/auth/signup', body);
  assert.equal(signup.statusCode, 201, signup.body);
  const code = await ctx.mailbox.codeFor(email, /verification code/);
  const verify = await client.post('/api/auth/verify-email', { email, code });
  assert.equal(verify.statusCode, 200, verify.body);
  const login = await client.post('/api/auth/login', { email, password: body.password });
  assert.equal(login.statusCode, 200, login.body);
  return { client, email, password: body.password, user: login.json() };
}

/** Set-up writes must succeed: anything but 201 fails the test with the API's answer. */
async function postCreated(owner: Owner, url: string, body: Record<string, unknown>) {
  const response = await owner.client.post(url, body);
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

export function createSchool(owner: Owner, name = 'Sunrise Academy') {
  return postCreated(owner, '/api/schools', {
    name,
    address: '12 Allen Avenue, Ikeja',
    level: 'Primary',
    password: owner.password,
  });
}

export function createClassroom(
  owner: Owner,
  schoolId: string,
  classFees = 25_000,
  name = 'Primary1',
) {
  return postCreated(owner, '/api/classrooms', {
    name,
    classTeacher: 'Mrs Adeyemi',
    classFees,
    schoolId,
    password: owner.password,
  });
}

export function createStudent(
  owner: Owner,
  schoolId: string,
  classroomId: string,
  discount = 0,
  fullname = 'Okafor Ada',
  parentEmail = '',
) {
  return postCreated(owner, '/api/students', {
    fullname,
    age: 7,
    sex: 'Female',
    phoneNo: '08031234567',
    parentEmail,
    discount,
    classroom: classroomId,
    schoolId,
    password: owner.password,
  });
}

/**
 * A brother or sister for `siblingOf`, which makes them a family (docs/families.md); the answer
 * carries the `familyId`.
 */
export function addSibling(
  owner: Owner,
  sibling: { schoolId: string; classroomId: string; siblingOf: string },
  fullname = 'Okafor Chidi',
) {
  return postCreated(owner, '/api/students', {
    fullname,
    age: 11,
    sex: 'Male',
    phoneNo: '08031234567',
    discount: 0,
    classroom: sibling.classroomId,
    schoolId: sibling.schoolId,
    siblingOf: sibling.siblingOf,
    password: owner.password,
  });
}

/** The token of a new pay link for a student (`students`) or a family (`families`). */
export async function payLinkToken(
  owner: Owner,
  holder: 'students' | 'families',
  id: string,
): Promise<string> {
  return (await postCreated(owner, `/api/${holder}/${id}/pay-link`, {})).token;
}

/** A brother for `student`, which makes them a family, and the token of the family's pay link. */
export async function familyLinkToken(
  owner: Owner,
  { school, classroom, student }: { school: Ref; classroom: Ref; student: Ref },
): Promise<string> {
  const { familyId } = await addSibling(owner, {
    schoolId: school._id,
    classroomId: classroom._id,
    siblingOf: student._id,
  });
  return payLinkToken(owner, 'families', familyId);
}

/**
 * Card money of `school` settles to its own account (docs/transfers.md#settlement): the fake
 * provider knows the account, and the owner sets it. Answers the subaccount's code.
 */
export async function settleSchool(ctx: TestApp, owner: Owner, school: Ref): Promise<string> {
  ctx.provider.addAccount('058', '0123456789', 'OKAFOR NGOZI ADAEZE');
  const set = await owner.client.put(`/api/schools/${school._id}/settlement`, {
    bankCode: '058',
    accountNumber: '0123456789',
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
  return set.json().subaccountCode;
}

/** A signed-in owner with one school whose money settles to its own account. */
export async function settledSchool(ctx: TestApp) {
  const { owner, school } = await ownerWithSchool(ctx);
  await settleSchool(ctx, owner, school);
  return { owner, school };
}

/** A signed-in owner with one school. */
export async function ownerWithSchool(ctx: TestApp) {
  const owner = await signUpOwner(ctx);
  const school = await createSchool(owner);
  return { owner, school };
}

/** A school with one classroom and one student. */
export async function ownerWithStudent(ctx: TestApp, classFees = 25_000) {
  const { owner, school } = await ownerWithSchool(ctx);
  const classroom = await createClassroom(owner, school._id, classFees);
  const student = await createStudent(owner, school._id, classroom._id);
  return { owner, school, classroom, student };
}

/**
 * The body of 'Start next term' as the dashboard sends it: naming the school's current term, the
 * one it closes (docs/terms.md#next-term); `extra` adds promotions or replaces the password.
 */
export async function nextTermBody(owner: Owner, schoolId: string, extra: object = {}) {
  const terms = (await owner.client.get(`/api/schools/${schoolId}/terms`)).json() as {
    _id: string;
  }[];
  return { closing: terms.at(-1)?._id, password: owner.password, ...extra };
}

/** Invites `email` to the school's staff and reads the token from the link in the mail. */
export async function inviteStaff(
  ctx: TestApp,
  owner: Owner,
  schoolId: string,
  email: string,
  role: 'bursar' | 'viewer',
) {
  const sent = await owner.client.post(`/api/schools/${schoolId}/staff`, {
    email,
    role,
    password: owner.password,
  });
  assert.equal(sent.statusCode, 201, sent.body);
  const mail = await ctx.mailbox.waitFor((message) => message.to.includes(email));
  ctx.mailbox.messages.splice(ctx.mailbox.messages.indexOf(mail), 1);
  const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.raw)?.[1];
  assert.ok(token, mail.raw);
  return { line: sent.json(), token, mail };
}

/** Someone new, signed up and on the school's staff in `role` by an invitation they accepted. */
export async function joinStaff(
  ctx: TestApp,
  owner: Owner,
  schoolId: string,
  role: 'bursar' | 'viewer',
): Promise<Owner> {
  const email = uniqueEmail(role);
  const { token } = await inviteStaff(ctx, owner, schoolId, email, role);
  const member = await signUpOwner(ctx, email);
  const accepted = await member.client.post(`/api/invitations/${token}/accept`);
  assert.equal(accepted.statusCode, 200, accepted.body);
  return member;
}

/** A transfer of `amount` received today, recorded for the student by the owner; answers it. */
export async function recordTransfer(
  owner: Owner,
  { schoolId, studentId, amount }: { schoolId: string; studentId: string; amount: number },
) {
  const paid = await owner.client.post('/api/payments/record', {
    ...transferBody(schoolId, studentId),
    amount,
    password: owner.password,
  });
  assert.equal(paid.statusCode, 201, paid.body);
  return paid.json() as { _id: string };
}

/** Noon in Lagos on `day` (YYYY-MM-DD): an app whose clock reads it has that day as today. */
export const noonOn = (day: string) => new Date(`${day}T11:00:00Z`);

/**
 * The owner sets the school's plan (docs/due-dates.md): 60% due 100 days into the current session,
 * the rest 200 days in. Answers the two days.
 */
export async function setSixtyFortyPlan(owner: Owner, schoolId: string) {
  const days = sessionDays(sessionOf());
  assert.ok(days);
  const [first, second] = [daysAfter(days.first, 100), daysAfter(days.first, 200)];
  const set = await owner.client.put(`/api/schools/${schoolId}/plan`, {
    instalments: [
      { dueOn: first, percent: 60 },
      { dueOn: second, percent: 40 },
    ],
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
  return { first, second };
}

export async function initializePayment(
  owner: Owner,
  schoolId: string,
  studentId: string,
  amount = 10_000,
) {
  const initialized = await postCreated(
    owner,
    '/api/payments/initialize',
    paymentBody(schoolId, studentId, amount),
  );
  return initialized as { reference: string; amount: number; amountKobo: number };
}

/** Figures of a school, its classroom and its student, as the API reports them. */
export async function figures(
  owner: Owner,
  schoolId: string,
  classroomId: string,
  studentId: string,
) {
  const [school] = (await owner.client.get(`/api/schools?_id=${schoolId}`)).json();
  const [classroom] = (await owner.client.get(`/api/classrooms?_id=${classroomId}`)).json();
  const [student] = (await owner.client.get(`/api/students?_id=${studentId}`)).json();
  return { school, classroom, student };
}

/**
 * A fresh app with an owner whose school has one classroom of NGN 50,000 a child and one student,
 * and `totals()` reading the three paid figures a payment moves.
 */
export async function paymentWorld(t: Parameters<typeof buildTestApp>[0]) {
  const ctx = await buildTestApp(t);
  const world = await ownerWithStudent(ctx, 50_000);
  const totals = () =>
    figures(world.owner, world.school._id, world.classroom._id, world.student._id);
  return { ctx, ...world, totals };
}
