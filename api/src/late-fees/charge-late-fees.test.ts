import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import {
  daysAfter,
  lateFeeLine,
  refusal,
  schoolToday,
  sessionDays,
  sessionOf,
} from '@fees/shared-data/core';
import { recountDifferences } from '../terms';
import { buildTestApp } from '../testing/build-app';
import {
  figures,
  joinStaff,
  nextTermBody,
  ownerWithStudent,
  transferBody,
} from '../testing/fixtures';
import { chargeLateFees } from '.';

/** Noon in Lagos on `day`, so the app's today is that day. */
const noonOn = (day: string) => new Date(`${day}T11:00:00Z`);

/**
 * A student charged NGN 25,000 this term under a plan of 60% (NGN 15,000) and 40% (NGN 10,000),
 * with the app's clock in the test's hands; `run(day)` charges the school's late fees on `day`.
 */
async function world(t: TestContext, lateFee: object) {
  const clock = { now: new Date() };
  const ctx = await buildTestApp(t, { now: () => clock.now });
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 25_000);
  const days = sessionDays(sessionOf());
  assert.ok(days);
  const [first, second] = [daysAfter(days.first, 100), daysAfter(days.first, 200)];
  const plan = await owner.client.put(`/api/schools/${school._id}/plan`, {
    instalments: [
      { dueOn: first, percent: 60 },
      { dueOn: second, percent: 40 },
    ],
    password: owner.password,
  });
  assert.equal(plan.statusCode, 200, plan.body);
  const set = await owner.client.put(`/api/schools/${school._id}/late-fee`, {
    ...lateFee,
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
  const { db } = ctx.database;
  const run = async (day: string) => (await chargeLateFees(db, school._id, day)).charged;
  const pay = async (amount: number) => {
    const paid = await owner.client.post('/api/payments/record', {
      ...transferBody(school._id, student._id),
      amount,
      receivedOn: schoolToday(),
      password: owner.password,
    });
    assert.equal(paid.statusCode, 201, paid.body);
  };
  const lateFees = async () =>
    (await owner.client.get(`/api/students/${student._id}/late-fees`)).json();
  const expected = async () => {
    const read = await figures(owner, school._id, classroom._id, student._id);
    return {
      school: read.school.totalFeesExpected,
      classroom: read.classroom.totalFeesExpected,
      student: read.student.totalFeesExpected,
    };
  };
  const due = async (day: string) => {
    clock.now = noonOn(day);
    const [read] = (await owner.client.get(`/api/students?_id=${student._id}`)).json();
    clock.now = new Date();
    return { dueNow: read.dueNow, overdueSince: read.overdueSince };
  };
  return {
    ctx,
    db,
    owner,
    school,
    classroom,
    student,
    first,
    second,
    run,
    pay,
    lateFees,
    expected,
    due,
  };
}

const all = (naira: number) => ({ school: naira, classroom: naira, student: naira });

test('a fixed late fee is charged once, when the grace ends, and is due at once', async (t) => {
  const { db, first, run, lateFees, expected, due } = await world(t, {
    amount: 1_000,
    graceDays: 7,
  });
  assert.equal(await run(daysAfter(first, 6)), 0);
  assert.deepEqual(await lateFees(), []);
  assert.deepEqual(await expected(), all(25_000));

  assert.equal(await run(daysAfter(first, 7)), 1);
  const [fee] = await lateFees();
  assert.deepEqual(
    { ...fee, _id: undefined },
    {
      _id: undefined,
      dueOn: first,
      chargedOn: daysAfter(first, 7),
      amount: 1_000,
      waived: false,
    },
  );
  assert.deepEqual(await expected(), all(26_000));
  assert.deepEqual(await due(daysAfter(first, 7)), { dueNow: 16_000, overdueSince: first });
  assert.deepEqual(await recountDifferences(db), []);

  // However often it runs, that day or later, the instalment is charged once.
  assert.equal(await run(daysAfter(first, 7)), 0);
  assert.equal(await run(daysAfter(first, 30)), 0);
  assert.equal((await lateFees()).length, 1);
  assert.deepEqual(await expected(), all(26_000));
});

test('an instalment paid in full is charged no late fee', async (t) => {
  const { db, first, run, pay, lateFees, expected } = await world(t, {
    amount: 1_000,
    graceDays: 7,
  });
  await pay(15_000);
  assert.equal(await run(daysAfter(first, 7)), 0);
  assert.deepEqual(await lateFees(), []);
  assert.deepEqual(await expected(), all(25_000));
  assert.deepEqual(await recountDifferences(db), []);
});

test('a percent late fee is of what was unmet of that instalment, to the kobo', async (t) => {
  const { db, first, second, run, pay, lateFees, expected, due } = await world(t, {
    percent: 2.5,
    graceDays: 0,
  });
  await pay(5_000.01);
  // NGN 9,999.99 of the first instalment is unmet: 2.5% is NGN 249.9999, so NGN 249.99.
  assert.equal(await run(first), 1);
  assert.deepEqual(
    (await lateFees()).map((fee: { amount: number }) => fee.amount),
    [249.99],
  );
  // By the second due date the first late fee is due too; the second instalment is all unmet.
  assert.equal(await run(second), 1);
  assert.deepEqual(
    (await lateFees()).map((fee: { dueOn: string; amount: number }) => [fee.dueOn, fee.amount]),
    [
      [first, 249.99],
      [second, 250],
    ],
  );
  assert.deepEqual(await expected(), all(25_499.99));
  assert.deepEqual(await due(second), { dueNow: 20_499.98, overdueSince: first });
  assert.deepEqual(await recountDifferences(db), []);
});

test('the owner waives a late fee, audited: the balance falls and it is not charged again', async (t) => {
  const { ctx, db, owner, school, student, first, run, lateFees, expected, due } = await world(t, {
    amount: 1_000,
    graceDays: 7,
  });
  assert.equal(await run(daysAfter(first, 7)), 1);
  const [fee] = await lateFees();
  const waive = (who: typeof owner, password: string) =>
    who.client.delete(`/api/students/${student._id}/late-fees/${fee._id}`, { password });

  const wrong = await waive(owner, 'not the password');
  assert.equal(wrong.statusCode, 403, wrong.body);
  assert.equal(wrong.json().message, 'Incorrect password');
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const refused = await waive(bursar, bursar.password);
  assert.equal(refused.statusCode, 403, refused.body);
  assert.equal(refused.json().message, refusal('waiveLateFees'));
  assert.deepEqual(await expected(), all(26_000));

  const waived = await waive(owner, owner.password);
  assert.equal(waived.statusCode, 200, waived.body);
  assert.deepEqual(await lateFees(), [{ ...fee, waived: true }]);
  assert.deepEqual(await expected(), all(25_000));
  assert.deepEqual(await due(daysAfter(first, 7)), { dueNow: 15_000, overdueSince: first });
  assert.deepEqual(await recountDifferences(db), []);
  const again = await waive(owner, owner.password);
  assert.equal(again.statusCode, 409, again.body);
  assert.equal(again.json().message, 'This late fee is already waived.');
  assert.equal(await run(daysAfter(first, 8)), 0);
  assert.deepEqual(await expected(), all(25_000));

  const audit = await owner.client.get(`/api/schools/${school._id}/audit?action=late-fee.waived`);
  assert.deepEqual(
    audit.json().map((line: { subject: string }) => line.subject),
    [`${student.fullname}: ${lateFeeLine(first)}`],
  );
});

test('a closed term keeps its late fees frozen in its lines, and the recount agrees', async (t) => {
  const { db, owner, school, student, first, run, lateFees } = await world(t, {
    amount: 1_000,
    graceDays: 7,
  });
  assert.equal(await run(daysAfter(first, 7)), 1);
  const [fee] = await lateFees();
  const started = await owner.client.post(
    `/api/schools/${school._id}/terms`,
    await nextTermBody(owner, school._id),
  );
  assert.equal(started.statusCode, 201, started.body);
  assert.deepEqual(await lateFees(), []);
  const statement = (await owner.client.get(`/api/students/${student._id}/statement`)).json();
  assert.deepEqual(
    statement.terms[0].charges.map((line: { name: string; amount: number }) => [
      line.name,
      line.amount,
    ]),
    [
      ['Class fee', 25_000],
      [lateFeeLine(first), 1_000],
    ],
  );
  const waive = await owner.client.delete(`/api/students/${student._id}/late-fees/${fee._id}`, {
    password: owner.password,
  });
  assert.equal(waive.statusCode, 409, waive.body);
  assert.equal(waive.json().message, "This late fee's term is closed: it can no longer be waived.");
  assert.deepEqual(await recountDifferences(db), []);
});

test('a late fee stays charged when the class fee or the student changes', async (t) => {
  const { db, owner, classroom, student, first, run, expected } = await world(t, {
    amount: 1_000,
    graceDays: 7,
  });
  assert.equal(await run(daysAfter(first, 7)), 1);
  const repriced = await owner.client.put(`/api/classrooms/${classroom._id}`, {
    name: classroom.name,
    classTeacher: classroom.classTeacher,
    classFees: 30_000,
    password: owner.password,
  });
  assert.equal(repriced.statusCode, 200, repriced.body);
  assert.deepEqual(await expected(), all(31_000));
  const edited = await owner.client.put(`/api/students/${student._id}`, {
    fullname: student.fullname,
    age: 8,
    sex: student.sex,
    phoneNo: student.phoneNo,
    parentEmail: student.parentEmail,
    discount: 10,
    classroom: classroom._id,
    password: owner.password,
  });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.deepEqual(await expected(), all(28_000));
  assert.deepEqual(await recountDifferences(db), []);
});
