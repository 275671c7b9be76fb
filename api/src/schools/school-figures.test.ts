import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deriveFigures, schoolToday } from '@fees/shared-data/core';
import { ledgerRecords } from '../terms';
import { buildTestApp, type TestApp } from '../testing/build-app';
import {
  createClassroom,
  createSchool,
  createStudent,
  initializePayment,
  signUpOwner,
  type Owner,
} from '../testing/fixtures';
import { seededRandom } from '../testing/seeded-random';

const FEES = [1000, 25_000, 33_333, 12_345.67, 50_000.5];
const DISCOUNTS = [0, 10, 15, 33.3, 50, 100, 12.5];
const AMOUNTS = [1000, 5000.5, 12_345.67, 30_000];

interface StudentRecord {
  _id: string;
  fullname: string;
  age: number;
  sex: string;
  phoneNo: string;
  discount: number;
  classroomId: string;
}

/**
 * One school built by a seeded run of writes: classrooms with fees in kobo, students with
 * discounts, recorded and pending payments, moves between classes (some with a new discount), a
 * fee change, and deletions (a classroom that holds payments is refused and stays).
 */
async function buildSchool(ctx: TestApp, owner: Owner, seed: number) {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const school = await createSchool(owner, `Seeded School ${seed}`);
  const rooms: { _id: string; name: string }[] = [];
  for (let index = 0; index < 3; index += 1) {
    rooms.push(await createClassroom(owner, school._id, pick(FEES), `Class ${seed}-${index}`));
  }
  const pupils: StudentRecord[] = [];
  for (let index = 0; index < 7; index += 1) {
    const room = pick(rooms);
    pupils.push(
      await createStudent(owner, school._id, room._id, pick(DISCOUNTS), `Pupil ${seed}-${index}`),
    );
  }
  for (let index = 0; index < 5; index += 1) {
    const pupil = pick(pupils);
    const started = await initializePayment(owner, school._id, pupil._id, pick(AMOUNTS));
    // The last one stays pending: started, never confirmed, so it counts nowhere.
    if (index === 4) continue;
    ctx.provider.set(started.reference, { amount: started.amountKobo });
    const verified = await owner.client.post('/api/payments/verify', {
      reference: started.reference,
    });
    assert.equal(verified.statusCode, 200, verified.body);
  }
  // Two payments at the bursary; the second was a mistake and is voided, so it counts nowhere.
  const entries = [];
  for (const amount of [pick(AMOUNTS), pick(AMOUNTS)]) {
    const entry = await owner.client.post('/api/payments/record', {
      schoolId: school._id,
      studentId: pick(pupils)._id,
      amount,
      method: 'cash',
      receivedOn: schoolToday(),
      depositorName: 'Bursary Desk',
      purpose: 'Term fees at the bursary',
      password: owner.password,
    });
    assert.equal(entry.statusCode, 201, entry.body);
    entries.push(entry.json());
  }
  const voided = await owner.client.post(`/api/payments/${entries[1]._id}/void`, {
    reason: 'Entered by mistake',
    password: owner.password,
  });
  assert.equal(voided.statusCode, 200, voided.body);
  for (const pupil of [pupils[0], pupils[1], pick(pupils)] as StudentRecord[]) {
    const room = pick(rooms.filter((candidate) => candidate._id !== pupil.classroomId));
    const discount = next() < 0.5 ? pupil.discount : pick(DISCOUNTS);
    const moved = await owner.client.put(`/api/students/${pupil._id}`, {
      fullname: pupil.fullname,
      age: pupil.age,
      sex: pupil.sex,
      phoneNo: pupil.phoneNo,
      discount,
      classroom: room._id,
      password: owner.password,
    });
    assert.equal(moved.statusCode, 200, moved.body);
    Object.assign(pupil, moved.json());
  }
  const repriced = pick(rooms);
  const changed = await owner.client.put(`/api/classrooms/${repriced._id}`, {
    name: repriced.name,
    classTeacher: 'Mr Balogun',
    classFees: pick([2000, 27_777.77, 40_000]),
    password: owner.password,
  });
  assert.equal(changed.statusCode, 200, changed.body);
  const leaving = pupils[pupils.length - 1] as StudentRecord;
  const gone = await owner.client.delete(`/api/students/${leaving._id}`, {
    password: owner.password,
  });
  assert.ok([200, 409].includes(gone.statusCode), gone.body);
  const closing = pick(rooms);
  const closed = await owner.client.delete(`/api/classrooms/${closing._id}`, {
    password: owner.password,
  });
  assert.ok([200, 409].includes(closed.statusCode), closed.body);
}

test('the stored figures of every school are what the shared deriveFigures computes from its records', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  for (const seed of [1, 2, 3, 4]) await buildSchool(ctx, owner, seed);
  const empty = await createSchool(owner, 'Empty Academy');

  const { db } = ctx.database;
  const records = await ledgerRecords(db);
  const { schools: schoolRows, classrooms: classroomRows, students: studentRows } = records;
  const paymentRows = records.payments;
  const derived = deriveFigures(records);

  const stored = <R extends { id: string }>(rows: R[], figures: (row: R) => object) =>
    new Map(rows.map((row) => [row.id, figures(row)]));
  const totals = (row: { totalFeesExpectedKobo: number; totalFeesKobo: number }) => ({
    expectedKobo: row.totalFeesExpectedKobo,
    paidKobo: row.totalFeesKobo,
  });
  assert.deepEqual(
    {
      students: stored(studentRows, (row) => ({
        broughtForwardKobo: row.broughtForwardKobo,
        chargesKobo: row.totalFeesExpectedKobo - row.broughtForwardKobo,
        expectedKobo: row.totalFeesExpectedKobo,
        paidKobo: row.totalPaidFeesKobo,
        balanceKobo: row.totalFeesExpectedKobo - row.totalPaidFeesKobo,
      })),
      classrooms: stored(classroomRows, (row) => ({
        noOfStudents: row.noOfStudents,
        ...totals(row),
      })),
      schools: stored(schoolRows, (row) => ({
        noOfClassrooms: row.noOfClassrooms,
        noOfStudents: row.noOfStudents,
        ...totals(row),
      })),
    },
    derived,
  );

  // The runs reached the cases that matter: money paid, a pending payment, a voided one, an empty
  // school.
  assert.equal(schoolRows.length, 5);
  assert.ok(paymentRows.some((row) => row.status === 'pending'));
  assert.ok(paymentRows.some((row) => row.status === 'void'));
  assert.ok(schoolRows.every((row) => row.id === empty._id || row.totalFeesKobo > 0));
  assert.deepEqual(derived.schools.get(empty._id), {
    noOfClassrooms: 0,
    noOfStudents: 0,
    expectedKobo: 0,
    paidKobo: 0,
  });
});
