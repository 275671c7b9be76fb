import assert from 'node:assert/strict';
import { test } from 'node:test';
import { schoolToday } from '@fees/shared-data/core';
import { and, eq, like } from 'drizzle-orm';
import { chargeLines, studentTerms } from '../db/schema/ledger';
import { payments, students, terms } from '../db/schema/schools';
import { buildTestApp, type TestApp } from '../testing/build-app';
import {
  createClassroom,
  createSchool,
  createStudent,
  initializePayment,
  signUpOwner,
  type Owner,
  nextTermBody,
} from '../testing/fixtures';
import { seededRandom } from '../testing/seeded-random';
import { recountDifferences } from './recount';

const FEES = [25_000, 33_333, 12_345.67, 50_000.5];
const DISCOUNTS = [0, 10, 15, 33.3, 50];
const AMOUNTS = [1000, 5000.5, 12_345.67, 30_000];
const AGES = [6, 9, 12];
const SIBLING_RULES = [
  { second: 10, later: 15, order: 'age' },
  { second: 12.5, later: 33.3, order: 'class' },
  { second: 0, later: 0, order: 'age' },
];
const ITEMS = [
  { name: 'Books', amount: 4_500.5, optional: false },
  { name: 'School bus', amount: 12_000, optional: true },
  { name: 'Lunch', amount: 7_333.33, optional: true },
];

interface Pupil {
  _id: string;
  fullname: string;
  classroomId: string;
}

/**
 * A seeded run of every write that moves figures: card and recorded payments (some dated into an
 * earlier term), voids, fee item edits, choices, discount, age, class and family changes under a
 * sibling discount that changes too, class fee changes and next terms, with promotions at a new
 * session.
 */
async function run(ctx: TestApp, owner: Owner, seed: number) {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const school = await createSchool(owner, `Recount School ${seed}`);
  const rooms: { _id: string; name: string }[] = [];
  for (const name of ['Primary1', 'Primary2', 'Primary3']) {
    rooms.push(await createClassroom(owner, school._id, pick(FEES), name));
  }
  const pupils: Pupil[] = [];
  for (let index = 0; index < 6; index += 1) {
    const room = pick(rooms);
    pupils.push(
      await createStudent(owner, school._id, room._id, pick(DISCOUNTS), `Pupil ${seed}-${index}`),
    );
  }
  const recorded: string[] = [];
  const ok = (response: { statusCode: number; body: string }, status = 200) =>
    assert.equal(response.statusCode, status, response.body);
  const setRule = async () =>
    ok(
      await owner.client.put(`/api/schools/${school._id}/sibling-discount`, {
        ...pick(SIBLING_RULES),
        password: owner.password,
      }),
    );
  await setRule();
  for (let step = 0; step < 40; step += 1) {
    const roll = next();
    const pupil = pick(pupils);
    if (roll < 0.25) {
      const day = next() < 0.3 ? schoolToday(new Date(Date.now() - 86_400_000)) : schoolToday();
      const entry = await owner.client.post('/api/payments/record', {
        schoolId: school._id,
        studentId: pupil._id,
        amount: pick(AMOUNTS),
        method: 'cash',
        receivedOn: day,
        depositorName: 'Bursary Desk',
        purpose: 'Term fees at the bursary',
        password: owner.password,
      });
      ok(entry, 201);
      recorded.push(entry.json()._id);
    } else if (roll < 0.35) {
      const started = await initializePayment(owner, school._id, pupil._id, pick(AMOUNTS));
      ctx.provider.set(started.reference, { amount: started.amountKobo });
      ok(await owner.client.post('/api/payments/verify', { reference: started.reference }));
    } else if (roll < 0.45 && recorded.length > 0) {
      const id = recorded.splice(Math.floor(next() * recorded.length), 1)[0];
      ok(
        await owner.client.post(`/api/payments/${id}/void`, {
          reason: 'Wrong',
          password: owner.password,
        }),
      );
    } else if (roll < 0.55) {
      const room = pick(rooms);
      const items = ITEMS.filter(() => next() < 0.6).map((item) => ({
        ...item,
        amount: next() < 0.5 ? item.amount : pick(AMOUNTS),
      }));
      ok(
        await owner.client.put(`/api/classrooms/${room._id}/fee-items`, {
          items,
          password: owner.password,
        }),
      );
    } else if (roll < 0.75) {
      const room = pick(rooms);
      const offered = (await owner.client.get(`/api/classrooms/${room._id}/fee-items`)).json();
      const optionalItems = offered
        .filter((item: { optional: boolean }) => item.optional && next() < 0.5)
        .map((item: { _id: string }) => item._id);
      const sibling = pick(pupils);
      const family = next();
      const moved = await owner.client.put(`/api/students/${pupil._id}`, {
        fullname: pupil.fullname,
        age: pick(AGES),
        sex: 'Female',
        phoneNo: '08031234567',
        discount: pick(DISCOUNTS),
        classroom: room._id,
        optionalItems,
        ...(family < 0.5 && sibling !== pupil ? { siblingOf: sibling._id } : {}),
        ...(family > 0.85 ? { familyId: '' } : {}),
        password: owner.password,
      });
      ok(moved);
      pupil.classroomId = room._id;
    } else if (roll < 0.78) {
      await setRule();
    } else if (roll < 0.85) {
      const room = pick(rooms);
      ok(
        await owner.client.put(`/api/classrooms/${room._id}`, {
          name: room.name,
          classTeacher: 'Mr Balogun',
          classFees: pick(FEES),
          password: owner.password,
        }),
      );
    } else {
      const preview = (await owner.client.get(`/api/schools/${school._id}/terms/next`)).json();
      const [p1, p2, p3] = rooms.map((room) => room._id) as [string, string, string];
      const body = preview.startsSession ? { promotions: { [p1]: p2, [p2]: p3, [p3]: null } } : {};
      ok(
        await owner.client.post(
          `/api/schools/${school._id}/terms`,
          await nextTermBody(owner, school._id, body),
        ),
        201,
      );
    }
  }
}

test('after randomised writes every running figure is what the ledger recounts', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  for (const seed of [11, 12, 13]) await run(ctx, owner, seed);
  const { db } = ctx.database;
  assert.deepEqual(await recountDifferences(db), []);
  // The runs reached the cases that matter: new sessions with leavers, money into closed terms.
  const closed = await db.select().from(terms).where(eq(terms.status, 'closed'));
  assert.ok(closed.length >= 6, `closed terms: ${closed.length}`);
  assert.ok((await db.select().from(students).where(eq(students.enrolment, 'left'))).length > 0);
  const late = await db
    .select()
    .from(payments)
    .innerJoin(terms, eq(terms.id, payments.termId))
    .where(eq(terms.status, 'closed'));
  assert.ok(late.some((row) => row.payments.status === 'success' && row.payments.receivedOn));
  const siblingLines = await db
    .select()
    .from(chargeLines)
    .where(like(chargeLines.name, 'Sibling%'));
  assert.ok(siblingLines.length > 0, 'no term closed with a sibling discount');

  // The check can fail: one figure put wrong is named.
  const [one] = await db.select().from(students).limit(1);
  assert.ok(one);
  await db
    .update(students)
    .set({ totalPaidFeesKobo: one.totalPaidFeesKobo + 1 })
    .where(eq(students.id, one.id));
  const [term] = await db.select().from(studentTerms).limit(1);
  assert.ok(term);
  await db
    .update(studentTerms)
    .set({ chargesKobo: term.chargesKobo + 1 })
    .where(and(eq(studentTerms.studentId, term.studentId), eq(studentTerms.termId, term.termId)));
  const differences = await recountDifferences(db);
  assert.ok(
    differences.some((line) => line.startsWith(`students/${one.id} paidKobo`)),
    differences.join('\n'),
  );
  assert.ok(
    differences.some((line) => line.startsWith(`student_terms/${term.studentId}/${term.termId}:`)),
    differences.join('\n'),
  );
});

test('writes of one school at the same instant, card payments among them, neither deadlock nor lose a difference', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const school = await createSchool(owner, 'Busy Academy');
  const room = await createClassroom(owner, school._id, 30_000, 'Primary1');
  const pupils: Pupil[] = [];
  for (let index = 0; index < 4; index += 1) {
    pupils.push(await createStudent(owner, school._id, room._id, 0, `Busy Pupil ${index}`));
  }
  const pay = (pupil: Pupil) =>
    owner.client.post('/api/payments/record', {
      schoolId: school._id,
      studentId: pupil._id,
      amount: 2_000,
      method: 'cash',
      receivedOn: schoolToday(),
      depositorName: 'Bursary Desk',
      purpose: 'Term fees at the bursary',
      password: owner.password,
    });
  // Card payments share the school's lock with each other (docs/terms.md#writes-keep-running-figures).
  const cards = [];
  for (const pupil of [...pupils, ...pupils]) {
    const started = await initializePayment(owner, school._id, pupil._id, 1_500);
    ctx.provider.set(started.reference, { amount: started.amountKobo });
    cards.push(started.reference);
  }
  const verify = (reference: string) => owner.client.post('/api/payments/verify', { reference });
  const nextTerm = await nextTermBody(owner, school._id);
  const answers = await Promise.all([
    ...pupils.map(pay),
    ...cards.map(verify),
    ...pupils.map(pay),
    owner.client.put(`/api/classrooms/${room._id}/fee-items`, {
      items: [{ name: 'Books', amount: 3_000, optional: false }],
      password: owner.password,
    }),
    owner.client.put(`/api/classrooms/${room._id}`, {
      name: 'Primary1',
      classTeacher: 'Mr Balogun',
      classFees: 32_000,
      password: owner.password,
    }),
    owner.client.post(`/api/schools/${school._id}/terms`, nextTerm),
  ]);
  for (const answer of answers) assert.ok([200, 201].includes(answer.statusCode), answer.body);
  assert.deepEqual(await recountDifferences(ctx.database.db), []);
  // Whatever the order: every payment counted once, and the new term charges the new price.
  const listed = await owner.client.get(`/api/payments?schoolId=${school._id}`);
  assert.equal(listed.headers['x-total-amount'], '28000');
  const [after] = (await owner.client.get(`/api/schools?_id=${school._id}`)).json();
  const roll = (await owner.client.get(`/api/students?schoolId=${school._id}`)).json();
  const balances = roll.reduce((sum: number, one: { balance: number }) => sum + one.balance, 0);
  assert.equal(balances, after.totalFeesExpected - after.totalFees);
  for (const one of roll) assert.equal(one.totalFeesExpected - one.broughtForward, 35_000);
});
