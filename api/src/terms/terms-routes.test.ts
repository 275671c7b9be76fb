import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chargedNextTerm, firstTerm, schoolToday } from '@fees/shared-data/core';
import { assertFieldError } from '../testing/assert-field-error';
import { buildTestApp } from '../testing/build-app';
import {
  createClassroom,
  createStudent,
  figures,
  nextTermBody,
  ownerWithStudent,
  signUpOwner,
  transferBody,
  type Owner,
} from '../testing/fixtures';

function record(owner: Owner, schoolId: string, studentId: string, amount: number, day: string) {
  return owner.client.post('/api/payments/record', {
    ...transferBody(schoolId, studentId),
    method: 'cash',
    externalReference: '',
    amount,
    receivedOn: day,
    password: owner.password,
  });
}

const yesterday = () => schoolToday(new Date(Date.now() - 86_400_000));

test('the next term freezes charges, carries balances, items and choices; late payments move what is brought forward', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 40_000);
  const termsUrl = `/api/schools/${school._id}/terms`;
  const [first] = (await owner.client.get(termsUrl)).json();
  assert.deepEqual(
    { session: first.session, name: first.name, status: first.status, closedAt: first.closedAt },
    { ...firstTerm(), status: 'current', closedAt: null },
  );
  const saved = await owner.client.put(`/api/classrooms/${classroom._id}/fee-items`, {
    items: [{ name: 'School bus', amount: 10_000, optional: true }],
    password: owner.password,
  });
  const [bus] = saved.json();
  const taking = await createStudent(owner, school._id, classroom._id, 0, 'Bello Tunde');
  const chose = await owner.client.put(`/api/students/${taking._id}`, {
    fullname: taking.fullname,
    age: taking.age,
    sex: taking.sex,
    phoneNo: taking.phoneNo,
    classroom: classroom._id,
    optionalItems: [bus._id],
    password: owner.password,
  });
  assert.equal(chose.json().totalFeesExpected, 50_000);
  // Student pays 15,000 of 40,000; the other pays 60,000 of 50,000: arrears and a credit.
  assert.equal(
    (await record(owner, school._id, student._id, 15_000, schoolToday())).statusCode,
    201,
  );
  assert.equal(
    (await record(owner, school._id, taking._id, 60_000, schoolToday())).statusCode,
    201,
  );

  const preview = (await owner.client.get(`${termsUrl}/next`)).json();
  assert.deepEqual(preview, {
    closing: first._id,
    session: first.session,
    name: 'Second term',
    startsSession: false,
    students: 2,
    classes: [{ _id: classroom._id, students: 2 }],
    arrears: { students: 1, amount: 25_000 },
    credit: { students: 1, amount: 10_000 },
  });

  const refused = await owner.client.post(
    termsUrl,
    await nextTermBody(owner, school._id, { promotions: { [classroom._id]: null } }),
  );
  assertFieldError(refused, 'promotions', /starts a session\./, 'promotions mid-session');
  const wrong = await owner.client.post(
    termsUrl,
    await nextTermBody(owner, school._id, { password: 'not-the-password' }),
  );
  assert.equal(wrong.statusCode, 403);
  assert.equal((await owner.client.get(termsUrl)).json().length, 1);

  const opened = await owner.client.post(termsUrl, await nextTermBody(owner, school._id));
  assert.equal(opened.statusCode, 201, opened.body);
  assert.deepEqual([opened.json().name, opened.json().status], ['Second term', 'current']);
  const terms = (await owner.client.get(termsUrl)).json();
  assert.deepEqual(
    terms.map((term: { status: string }) => term.status),
    ['closed', 'current'],
  );

  let now = await figures(owner, school._id, classroom._id, student._id);
  assert.deepEqual(
    [now.student.broughtForward, now.student.totalFeesExpected, now.student.totalPaidFees],
    [25_000, 65_000, 0],
  );
  const [carried] = (await owner.client.get(`/api/classrooms/${classroom._id}/fee-items`)).json();
  assert.equal(carried.name, 'School bus');
  assert.equal(carried._id, bus._id);
  const [credit] = (await owner.client.get(`/api/students?_id=${taking._id}`)).json();
  assert.deepEqual(credit.optionalItems, [carried._id]);
  assert.deepEqual([credit.broughtForward, credit.balance], [-10_000, 40_000]);
  assert.equal(now.classroom.totalFeesExpected, 65_000 + 40_000);
  assert.equal(now.school.totalFees, 0);

  // Money received yesterday belongs to the first term: it lowers what is brought forward.
  const late = await record(owner, school._id, student._id, 5_000, yesterday());
  assert.equal(late.statusCode, 201, late.body);
  assert.equal(late.json().termId, first._id);
  // Its receipt: the school's third, what First term has had with it, and the student's whole
  // balance after it (docs/payments.md#receipts).
  assert.deepEqual(
    [late.json().receiptNo, late.json().paidToDate, late.json().balanceAfter],
    ['SA-000003', 20_000, 60_000],
  );
  now = await figures(owner, school._id, classroom._id, student._id);
  assert.deepEqual(
    [now.student.broughtForward, now.student.totalPaidFees, now.student.balance],
    [20_000, 0, 60_000],
  );
  const paidNow = await record(owner, school._id, student._id, 1_000, schoolToday());
  assert.equal(paidNow.json().termId, opened.json()._id);
  assert.deepEqual(
    [paidNow.json().receiptNo, paidNow.json().paidToDate, paidNow.json().balanceAfter],
    ['SA-000004', 1_000, 59_000],
  );

  const statement = (await owner.client.get(`/api/students/${student._id}/statement`)).json();
  assert.deepEqual(
    statement.terms.map((term: { name: string; broughtForward: number; balance: number }) => [
      term.name,
      term.broughtForward,
      term.balance,
    ]),
    [
      ['First term', 0, 20_000],
      ['Second term', 20_000, 59_000],
    ],
  );
  assert.deepEqual(statement.terms[0].charges, [{ name: 'Class fee', amount: 40_000 }]);
  assert.equal(statement.balance, 59_000);

  // Voiding the late payment raises what is brought forward again.
  const voided = await owner.client.post(`/api/payments/${late.json()._id}/void`, {
    reason: 'Bounced',
    password: owner.password,
  });
  assert.equal(voided.statusCode, 200, voided.body);
  assert.equal(voided.json().receiptNo, 'SA-000003');
  now = await figures(owner, school._id, classroom._id, student._id);
  assert.deepEqual([now.student.broughtForward, now.student.balance], [25_000, 64_000]);
  assert.equal(now.school.totalFeesExpected, 65_000 + 40_000);
  assert.equal(now.school.totalFees, 1_000);
});

test('a new session moves classes up or out; leavers keep their balance and count in the school only', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom: primary5, student } = await ownerWithStudent(ctx, 30_000);
  const primary6 = await createClassroom(owner, school._id, 45_000, 'Primary6');
  const leaver = await createStudent(owner, school._id, primary6._id, 0, 'Eze Obi');
  const termsUrl = `/api/schools/${school._id}/terms`;

  const badSession = await owner.client.put(`${termsUrl}/current`, {
    session: '2026/2028',
    name: 'Third term',
    password: owner.password,
  });
  assertFieldError(badSession, 'session', /two years in a row/, 'a session of three years');
  const set = await owner.client.put(`${termsUrl}/current`, {
    session: '2026/2027',
    name: 'Third term',
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
  assert.deepEqual([set.json().session, set.json().name], ['2026/2027', 'Third term']);
  assert.equal((await record(owner, school._id, leaver._id, 5_000, schoolToday())).statusCode, 201);
  const late = await owner.client.put(`${termsUrl}/current`, {
    session: '2026/2027',
    name: 'Second term',
    password: owner.password,
  });
  assert.equal(late.statusCode, 409);
  assert.equal(late.json().message, 'The term can no longer be changed: the school has payments.');

  const stranger = await signUpOwner(ctx);
  const [foreignSchool] = (await stranger.client.get('/api/schools')).json();
  assert.equal(foreignSchool, undefined);
  assert.equal((await stranger.client.get(termsUrl)).statusCode, 404);
  const foreign = await owner.client.post(
    termsUrl,
    await nextTermBody(owner, school._id, { promotions: { [primary5._id]: school._id } }),
  );
  assertFieldError(foreign, 'promotions', /only this school's classrooms/, 'a class of no one');
  assert.equal((await owner.client.get(termsUrl)).json().length, 1);

  const preview = (await owner.client.get(`${termsUrl}/next`)).json();
  assert.deepEqual(
    [preview.session, preview.name, preview.startsSession],
    ['2027/2028', 'First term', true],
  );
  const promotions = { [primary5._id]: primary6._id, [primary6._id]: null };
  // What the dialog says will be charged is what is then charged: Primary6 leaves.
  assert.equal(chargedNextTerm(preview, promotions), 1);
  const opened = await owner.client.post(
    termsUrl,
    await nextTermBody(owner, school._id, { promotions }),
  );
  assert.equal(opened.statusCode, 201, opened.body);
  assert.deepEqual([opened.json().session, opened.json().name], ['2027/2028', 'First term']);

  const [moved] = (await owner.client.get(`/api/students?_id=${student._id}`)).json();
  assert.deepEqual(
    [moved.classroomId, moved.enrolment, moved.broughtForward, moved.totalFeesExpected],
    [primary6._id, 'enrolled', 30_000, 75_000],
  );
  const left = (
    await owner.client.get(`/api/students?schoolId=${school._id}&enrolment=left`)
  ).json();
  assert.deepEqual(
    left.map((one: { _id: string; balance: number }) => [one._id, one.balance]),
    [[leaver._id, 40_000]],
  );
  const now = await figures(owner, school._id, primary6._id, student._id);
  assert.deepEqual([now.classroom.noOfStudents, now.classroom.totalFeesExpected], [1, 75_000]);
  const enrolled = (
    await owner.client.get(`/api/students?schoolId=${school._id}&enrolment=enrolled`)
  ).json();
  assert.equal(enrolled.length, chargedNextTerm(preview, promotions));
  // The school counts its enrolled students; its money still holds the leaver's arrears.
  assert.deepEqual([now.school.noOfStudents, now.school.totalFeesExpected], [1, 115_000]);

  // A leaver can still pay, and is charged nothing more.
  assert.equal(
    (await record(owner, school._id, leaver._id, 40_000, schoolToday())).statusCode,
    201,
  );
  const [paidUp] = (await owner.client.get(`/api/students?_id=${leaver._id}`)).json();
  assert.equal(paidUp.balance, 0);
  const after = await figures(owner, school._id, primary6._id, student._id);
  assert.equal(after.classroom.totalFees, 0);
  assert.equal(after.school.totalFees, 40_000);
  const statement = (await owner.client.get(`/api/students/${leaver._id}/statement`)).json();
  assert.equal(statement.balance, 0);
  assert.deepEqual(
    statement.terms.map((term: { name: string }) => term.name),
    ['Third term', 'First term'],
  );
});

test('deleting the class a student left keeps the leaver, who can still pay', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 30_000);
  const termsUrl = `/api/schools/${school._id}/terms`;
  const third = { session: '2026/2027', name: 'Third term', password: owner.password };
  assert.equal((await owner.client.put(`${termsUrl}/current`, third)).statusCode, 200);
  const opened = await owner.client.post(
    termsUrl,
    await nextTermBody(owner, school._id, { promotions: { [classroom._id]: null } }),
  );
  assert.equal(opened.statusCode, 201, opened.body);
  const gone = await owner.client.delete(`/api/classrooms/${classroom._id}`, {
    password: owner.password,
  });
  assert.equal(gone.statusCode, 200, gone.body);

  const [kept] = (await owner.client.get(`/api/students?_id=${student._id}`)).json();
  assert.deepEqual(
    [kept.classroom, kept.classroomId, kept.enrolment, kept.balance],
    [classroom.name, classroom._id, 'left', 30_000],
  );
  const [after] = (await owner.client.get(`/api/schools?_id=${school._id}`)).json();
  assert.deepEqual(
    [after.noOfClassrooms, after.noOfStudents, after.totalFeesExpected],
    [0, 0, 30_000],
  );
  const paid = await record(owner, school._id, student._id, 30_000, schoolToday());
  assert.equal(paid.statusCode, 201, paid.body);
  assert.equal(paid.json().studentClass, classroom.name);
  const [settled] = (await owner.client.get(`/api/students?_id=${student._id}`)).json();
  assert.equal(settled.balance, 0);
});

test('setting the term before any payment drops the terms closed before, and what they carried', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 30_000);
  const termsUrl = `/api/schools/${school._id}/terms`;
  const opened = await owner.client.post(termsUrl, await nextTermBody(owner, school._id));
  assert.equal(opened.statusCode, 201, opened.body);
  let now = await figures(owner, school._id, classroom._id, student._id);
  assert.deepEqual([now.student.broughtForward, now.school.totalFeesExpected], [30_000, 60_000]);

  const set = await owner.client.put(`${termsUrl}/current`, {
    session: '2026/2027',
    name: 'Third term',
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
  const terms = (await owner.client.get(termsUrl)).json();
  assert.deepEqual(
    terms.map((term: { name: string; status: string }) => [term.name, term.status]),
    [['Third term', 'current']],
  );
  now = await figures(owner, school._id, classroom._id, student._id);
  assert.deepEqual(
    [now.student.broughtForward, now.student.balance, now.classroom.totalFeesExpected],
    [0, 30_000, 30_000],
  );
  assert.equal(now.school.totalFeesExpected, 30_000);
  const statement = (await owner.client.get(`/api/students/${student._id}/statement`)).json();
  assert.equal(statement.terms.length, 1);
});

test('removing a leaver who never paid takes their money from the school, and no count', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 30_000);
  const sixth = await createClassroom(owner, school._id, 45_000, 'Primary6');
  const leaver = await createStudent(owner, school._id, sixth._id, 0, 'Eze Obi');
  const termsUrl = `/api/schools/${school._id}/terms`;
  const third = { session: '2026/2027', name: 'Third term', password: owner.password };
  assert.equal((await owner.client.put(`${termsUrl}/current`, third)).statusCode, 200);
  const opened = await owner.client.post(
    termsUrl,
    await nextTermBody(owner, school._id, { promotions: { [sixth._id]: null } }),
  );
  assert.equal(opened.statusCode, 201, opened.body);
  const gone = await owner.client.delete(`/api/students/${leaver._id}`, {
    password: owner.password,
  });
  assert.equal(gone.statusCode, 200, gone.body);
  const now = await figures(owner, school._id, classroom._id, student._id);
  assert.deepEqual(
    [now.school.noOfStudents, now.school.totalFeesExpected],
    [1, now.student.totalFeesExpected],
  );
});
