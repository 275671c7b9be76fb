import assert from 'node:assert/strict';
import { test } from 'node:test';
import { schoolToday } from '@fees/shared-data/core';
import type { ApiClient } from '../testing/api-client';
import { buildTestApp, type TestApp } from '../testing/build-app';
import {
  createClassroom,
  createStudent,
  initializePayment,
  joinStaff,
  ownerWithSchool,
  signUpOwner,
  type Owner,
  nextTermBody,
} from '../testing/fixtures';

type Json = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (back: number) => schoolToday(new Date(Date.now() - back * DAY_MS));

async function ok(response: { statusCode: number; body: string; json(): unknown }, status = 200) {
  assert.equal(response.statusCode, status, response.body);
  return response.json() as Json & Json[];
}

/** A recorded payment of `amount` naira by `method`, received `receivedOn`. */
async function record(
  owner: Owner,
  schoolId: string,
  studentId: string,
  amount: number,
  method: 'cash' | 'transfer',
  receivedOn = schoolToday(),
) {
  const response = await owner.client.post('/api/payments/record', {
    schoolId,
    studentId,
    amount,
    method,
    receivedOn,
    depositorName: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    purpose: 'School fees for the term',
    externalReference: method === 'transfer' ? `NIP${Math.random().toString().slice(2, 14)}` : '',
    password: owner.password,
  });
  return ok(response, 201);
}

async function payByCard(
  ctx: TestApp,
  owner: Owner,
  schoolId: string,
  studentId: string,
  amount: number,
) {
  const card = await initializePayment(owner, schoolId, studentId, amount);
  ctx.provider.set(card.reference, { amount: card.amountKobo });
  return ok(await owner.client.post('/api/payments/verify', { reference: card.reference }));
}

/**
 * The term's figures added up from every student's statement, the ledger the report summarises:
 * billed is what was brought forward plus the term's charges, and so on (docs/reports.md).
 */
async function statementSums(client: ApiClient, studentIds: string[], termId: string) {
  const sums = { billed: 0, collected: 0, outstanding: 0, credit: 0 };
  for (const studentId of studentIds) {
    const statement = await ok(await client.get(`/api/students/${studentId}/statement`));
    const term = (statement.terms as Json[]).find((row) => row.termId === termId);
    if (!term) continue;
    const charges = (term.charges as { amount: number }[]).reduce(
      (sum, line) => sum + line.amount,
      0,
    );
    const paid = (term.payments as { amount: number }[]).reduce(
      (sum, line) => sum + line.amount,
      0,
    );
    const balance = term.balance as number;
    sums.billed += (term.broughtForward as number) + charges;
    sums.collected += paid;
    if (balance > 0) sums.outstanding += balance;
    else sums.credit -= balance;
  }
  return sums;
}

test('a term report, the defaulters and the cash book add up the ledger, voids left out, across a closed term', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithSchool(ctx);
  const reports = `/api/schools/${school._id}/reports`;
  const upper = await createClassroom(owner, school._id, 30_000, 'Primary 10');
  const lower = await createClassroom(owner, school._id, 20_000, 'Primary 2');
  const ada = await createStudent(owner, school._id, lower._id, 0, 'Okafor Ada');
  const bayo = await createStudent(owner, school._id, lower._id, 50, 'Bello Bayo');
  const chidi = await createStudent(owner, school._id, upper._id, 0, 'Eze Chidi');
  const everyone = [ada._id, bayo._id, chidi._id];
  const yesterday = daysAgo(1);
  const today = schoolToday();

  const transfer = await record(owner, school._id, ada._id, 15_000, 'transfer');
  await record(owner, school._id, ada._id, 3_000.5, 'cash', yesterday);
  await record(owner, school._id, bayo._id, 12_000, 'cash');
  const card = await payByCard(ctx, owner, school._id, chidi._id, 10_000);
  const mistaken = await record(owner, school._id, chidi._id, 5_000, 'cash');
  await ok(
    await owner.client.post(`/api/payments/${mistaken._id}/void`, {
      reason: 'Entered twice by mistake',
      password: owner.password,
    }),
  );

  const first = await ok(await owner.client.get(`${reports}/term`));
  const [firstTerm] = await ok(await owner.client.get(`/api/schools/${school._id}/terms`));
  assert.deepEqual(first, {
    termId: firstTerm!._id,
    billed: 60_000,
    collected: 40_000.5,
    outstanding: 21_999.5,
    credit: 2_000,
    byClass: [
      {
        classroomId: lower._id,
        name: 'Primary 2',
        students: 2,
        billed: 30_000,
        collected: 30_000.5,
        outstanding: 1_999.5,
      },
      {
        classroomId: upper._id,
        name: 'Primary 10',
        students: 1,
        billed: 30_000,
        collected: 10_000,
        outstanding: 20_000,
      },
    ],
    byDay: [
      { day: yesterday, method: 'cash', amount: 3_000.5 },
      { day: today, method: 'card', amount: 10_000 },
      { day: today, method: 'cash', amount: 12_000 },
      { day: today, method: 'transfer', amount: 15_000 },
    ],
  });
  const { billed, collected, outstanding, credit } = first;
  assert.deepEqual(
    { billed, collected, outstanding, credit },
    await statementSums(owner.client, everyone, firstTerm!._id as string),
  );

  const owing = await ok(await owner.client.get(`${reports}/defaulters`));
  assert.deepEqual(owing, [
    {
      studentId: chidi._id,
      fullname: 'Eze Chidi',
      classroom: 'Primary 10',
      broughtForward: 0,
      balance: 20_000,
      lastPaymentOn: today,
      parentPhone: '08031234567',
      parentEmail: '',
      // The default plan: all of it due the day the term opened, today.
      overdueSince: today,
      daysOverdue: 0,
    },
    {
      studentId: ada._id,
      fullname: 'Okafor Ada',
      classroom: 'Primary 2',
      broughtForward: 0,
      balance: 1_999.5,
      lastPaymentOn: today,
      parentPhone: '08031234567',
      parentEmail: '',
      // The default plan: all of it due the day the term opened, today.
      overdueSince: today,
      daysOverdue: 0,
    },
  ]);
  const named = (list: Json[]) => list.map((row) => row.fullname);
  assert.deepEqual(named(await ok(await owner.client.get(`${reports}/defaulters?min=1999.5`))), [
    'Eze Chidi',
  ]);
  assert.deepEqual(
    named(await ok(await owner.client.get(`${reports}/defaulters?classroomId=${lower._id}`))),
    ['Okafor Ada'],
  );

  const book = await ok(await owner.client.get(`${reports}/cash-book`));
  assert.equal(book.from, today);
  assert.equal(book.to, today);
  assert.equal(book.total, 37_000);
  assert.deepEqual(book.byMethod, {
    card: 10_000,
    cash: 12_000,
    transfer: 15_000,
    pos: 0,
    other: 0,
  });
  assert.deepEqual(
    (book.payments as Json[]).map((entry) => [
      entry._id,
      entry.method,
      entry.amount,
      entry.recordedBy,
      entry.voided,
    ]),
    [
      [transfer._id, 'transfer', 15_000, transfer.recordedBy, false],
      [(book.payments as Json[])[1]!._id, 'cash', 12_000, transfer.recordedBy, false],
      [card._id, 'card', 10_000, 'Ngozi Okafor (card)', false],
      [mistaken._id, 'cash', 5_000, transfer.recordedBy, true],
    ],
  );
  const twoDays = await ok(
    await owner.client.get(`${reports}/cash-book?from=${yesterday}&to=${today}`),
  );
  assert.equal(twoDays.total, 40_000.5);
  assert.deepEqual(
    (twoDays.payments as Json[]).map((entry) => entry.receivedOn),
    [yesterday, today, today, today, today],
  );

  // The next term: the first closes with what each student owed, and a payment received in it
  // afterwards still lowers what Chidi brings forward.
  await ok(
    await owner.client.post(
      `/api/schools/${school._id}/terms`,
      await nextTermBody(owner, school._id),
    ),
    201,
  );
  await record(owner, school._id, chidi._id, 4_000, 'cash', yesterday);
  const closed = await ok(await owner.client.get(`${reports}/term?termId=${firstTerm!._id}`));
  assert.equal(closed.collected, 44_000.5);
  assert.equal(closed.outstanding, 17_999.5);
  const second = await ok(await owner.client.get(`${reports}/term`));
  assert.notEqual(second.termId, firstTerm!._id);
  assert.deepEqual(
    {
      billed: second.billed,
      collected: second.collected,
      outstanding: second.outstanding,
      credit: second.credit,
    },
    { billed: 60_000 + 15_999.5, collected: 0, outstanding: 75_999.5, credit: 0 },
  );
  assert.deepEqual(
    {
      billed: second.billed,
      collected: second.collected,
      outstanding: second.outstanding,
      credit: second.credit,
    },
    await statementSums(owner.client, everyone, second.termId as string),
  );
  const carried = await ok(await owner.client.get(`${reports}/defaulters`));
  assert.deepEqual(
    carried.map((row: Json) => [row.fullname, row.broughtForward, row.balance]),
    [
      ['Eze Chidi', 16_000, 46_000],
      ['Okafor Ada', 1_999.5, 21_999.5],
      ['Bello Bayo', -2_000, 8_000],
    ],
  );
});

test('reports refuse an unknown term, a bad day, a long range and a bad minimum; every member reads them, no one else', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithSchool(ctx);
  const reports = `/api/schools/${school._id}/reports`;
  const refused = async (path: string, status: number, message: string) => {
    const response = await owner.client.get(`${reports}/${path}`);
    assert.equal(response.statusCode, status, `${path}: ${response.body}`);
    assert.equal(response.json().message, message, path);
  };
  await refused('term?termId=not-a-term', 404, 'Term not found');
  await refused(`defaulters?termId=${'x'.repeat(80)}`, 404, 'Term not found');
  await refused('cash-book?from=2026-11-27&to=2026-11-26', 400, 'from must not be after to');
  await refused(
    'cash-book?from=2026-10-01&to=2026-11-26',
    400,
    'A cash book covers at most 31 days.',
  );
  await refused('cash-book?from=27-11-2026', 400, 'from must be a day written YYYY-MM-DD');
  await refused('defaulters?min=-1', 400, 'min must be at least 0');
  await refused('defaulters?min=10.555', 400, 'min can have at most 2 decimal places');
  await refused('defaulters?late=maybe', 400, 'late must be true or false');
  await refused('term?period=week', 400, 'Unknown query parameter: period');
  const month = await ok(
    await owner.client.get(`${reports}/cash-book?from=2026-10-27&to=2026-11-26`),
  );
  assert.deepEqual(
    [month.from, month.to, month.total, month.payments],
    ['2026-10-27', '2026-11-26', 0, []],
  );

  const empty = await ok(await owner.client.get(`${reports}/term`));
  assert.deepEqual(
    [empty.billed, empty.collected, empty.outstanding, empty.credit, empty.byClass, empty.byDay],
    [0, 0, 0, 0, [], []],
  );
  for (const role of ['bursar', 'viewer'] as const) {
    const member = await joinStaff(ctx, owner, school._id, role);
    for (const path of ['term', 'defaulters', 'cash-book']) {
      assert.equal(
        (await member.client.get(`${reports}/${path}`)).statusCode,
        200,
        `${role} ${path}`,
      );
    }
  }
  const stranger = await signUpOwner(ctx);
  for (const path of ['term', 'defaulters', 'cash-book']) {
    const response = await stranger.client.get(`${reports}/${path}`);
    assert.equal(response.statusCode, 404, path);
    assert.equal(response.json().message, 'School not found');
  }
  assert.equal((await ctx.client().get(`${reports}/term`)).statusCode, 401);
});
