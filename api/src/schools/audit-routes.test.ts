import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { refusal, schoolToday } from '@fees/shared-data/core';
import { buildTestApp } from '../testing/build-app';
import {
  createClassroom,
  createStudent,
  initializePayment,
  joinStaff,
  ownerWithStudent,
  signUpOwner,
  transferBody,
  type Owner,
  nextTermBody,
} from '../testing/fixtures';

type Line = { _id: string; at: string; actor: string; action: string; subject: string };

const label = (person: Owner) =>
  `${person.user.firstname} ${person.user.lastname} <${person.email}>`;

test('the owner reads who did what in the school, newest first, and filters it; no one else can', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, student } = await ownerWithStudent(ctx);
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const recorded = await bursar.client.post('/api/payments/record', {
    ...transferBody(school._id, student._id),
    password: bursar.password,
  });
  assert.equal(recorded.statusCode, 201, recorded.body);
  const payment = recorded.json();
  const asked = await bursar.client.post(`/api/payments/${payment._id}/void`, {
    reason: 'Entered twice',
    password: bursar.password,
  });
  assert.equal(asked.statusCode, 202, asked.body);
  const declined = await owner.client.post(`/api/payments/${payment._id}/void/decline`, {
    reason: 'It is on the bank statement',
    password: owner.password,
  });
  assert.equal(declined.statusCode, 200, declined.body);

  const paid = `NGN 15,000 by Bank transfer from Ngozi Okafor for ${student.fullname} (${payment.receiptNo})`;
  const response = await owner.client.get(`/api/schools/${school._id}/audit`);
  assert.equal(response.statusCode, 200, response.body);
  const lines: Line[] = response.json();
  assert.equal(response.headers['x-total-count'], String(lines.length));
  assert.deepEqual(
    lines.map(({ actor, action, subject: what }) => [actor, action, what]),
    [
      [label(owner), 'payment.void-declined', `${paid}: It is on the bank statement`],
      [label(bursar), 'payment.void-requested', `${paid}: Entered twice`],
      [label(bursar), 'payment.recorded', paid],
      [label(bursar), 'staff.joined', `${bursar.email} as bursar`],
      [label(owner), 'staff.invited', `${bursar.email} as bursar`],
      [label(owner), 'student.created', `${student.fullname} (${student.classroom})`],
      [label(owner), 'classroom.created', student.classroom],
      [label(owner), 'school.created', school.name],
    ],
  );
  const times = lines.map((line) => Date.parse(line.at));
  assert.deepEqual(
    [...times].sort((a, b) => b - a),
    times,
    'newest first',
  );

  const byAction = await owner.client.get(
    `/api/schools/${school._id}/audit?action=payment.recorded,staff.joined`,
  );
  assert.deepEqual(
    byAction.json().map((line: Line) => line.action),
    ['payment.recorded', 'staff.joined'],
  );
  const byWords = await owner.client.get(`/api/schools/${school._id}/audit?q=entered%20twice`);
  assert.deepEqual(
    byWords.json().map((line: Line) => line.action),
    ['payment.void-requested'],
  );
  const today = schoolToday();
  const todays = await owner.client.get(
    `/api/schools/${school._id}/audit?from=${today}&to=${today}&limit=2`,
  );
  assert.equal(todays.json().length, 2);
  assert.equal(todays.headers['x-total-count'], String(lines.length));
  const unknown = await owner.client.get(`/api/schools/${school._id}/audit?action=everything`);
  assert.equal(unknown.statusCode, 400);

  const asBursar = await bursar.client.get(`/api/schools/${school._id}/audit`);
  assert.equal(asBursar.statusCode, 403);
  assert.equal(asBursar.json().message, refusal('readAudit'));
  const stranger = await signUpOwner(ctx);
  assert.equal((await stranger.client.get(`/api/schools/${school._id}/audit`)).statusCode, 404);
});

test('a line is written with its change or not at all', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, student } = await ownerWithStudent(ctx);
  const linesOf = async () =>
    (await owner.client.get(`/api/schools/${school._id}/audit`)).json() as Line[];
  const before = await linesOf();

  // Refusals write nothing, so they leave no line.
  const refused = await owner.client.request('DELETE', `/api/students/${student._id}`, {
    password: 'not-the-password',
  });
  assert.equal(refused.statusCode, 403);
  const first = await owner.client.post('/api/payments/record', {
    ...transferBody(school._id, student._id),
    password: owner.password,
  });
  assert.equal(first.statusCode, 201);
  const duplicate = await owner.client.post('/api/payments/record', {
    ...transferBody(school._id, student._id),
    password: owner.password,
  });
  assert.equal(duplicate.statusCode, 409);
  assert.equal((await linesOf()).length, before.length + 1);

  // A line that cannot be written undoes its change: the class is not created either.
  await ctx.database.db.execute(sql`
    create function refuse_audit() returns trigger language plpgsql as $$
    begin
      if new.subject = 'Unlogged' then raise exception 'the log refuses this line'; end if;
      return new;
    end $$`);
  await ctx.database.db.execute(sql`
    create trigger refuse_audit before insert on audit_events
    for each row execute function refuse_audit()`);
  const failed = await owner.client.post('/api/classrooms', {
    name: 'Unlogged',
    classTeacher: 'Mrs Adebayo',
    classFees: 20_000,
    schoolId: school._id,
    password: owner.password,
  });
  assert.ok(failed.statusCode >= 500, failed.body);
  const rooms = (await owner.client.get(`/api/classrooms?schoolId=${school._id}`)).json();
  assert.ok(!rooms.some((room: { name: string }) => room.name === 'Unlogged'));
  await createClassroom(owner, school._id);
  assert.equal((await linesOf())[0]!.action, 'classroom.created');
});

test('every kind of write to a school leaves its line', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const pw = { password: owner.password };
  const ok = async (response: { statusCode: number; body: string }) =>
    assert.ok(response.statusCode < 300, response.body);
  await ok(
    await owner.client.put(`/api/schools/${school._id}`, {
      name: 'Sunrise Academy Ikeja',
      address: '12 Allen Avenue, Ikeja',
      level: 'Primary',
      ...pw,
    }),
  );
  await ok(
    await owner.client.put(`/api/classrooms/${classroom._id}`, {
      name: classroom.name,
      classTeacher: 'Mr Bello',
      classFees: 30_000,
      ...pw,
    }),
  );
  await ok(
    await owner.client.put(`/api/classrooms/${classroom._id}/fee-items`, {
      items: [{ name: 'Books', amount: 5_000, optional: false }],
      ...pw,
    }),
  );
  await ok(
    await owner.client.put(`/api/students/${student._id}`, {
      fullname: student.fullname,
      age: 8,
      sex: student.sex,
      phoneNo: student.phoneNo,
      discount: 0,
      classroom: classroom._id,
      ...pw,
    }),
  );
  await ok(await owner.client.post(`/api/students/${student._id}/pay-link`));
  await ok(await owner.client.post(`/api/students/${student._id}/pay-link/revoke`));
  const card = await initializePayment(owner, school._id, student._id);
  ctx.provider.set(card.reference, { amount: card.amountKobo });
  await ok(await owner.client.post('/api/payments/verify', { reference: card.reference }));
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  await ok(
    await owner.client.put(`/api/schools/${school._id}/staff/${viewer.user._id}`, {
      role: 'bursar',
      ...pw,
    }),
  );
  await ok(
    await owner.client.request('DELETE', `/api/schools/${school._id}/staff/${viewer.user._id}`, pw),
  );
  await ok(
    await owner.client.post(
      `/api/schools/${school._id}/terms`,
      await nextTermBody(owner, school._id),
    ),
  );
  const spare = await createStudent(owner, school._id, classroom._id, 0, 'Bello Tunde');
  await ok(await owner.client.request('DELETE', `/api/students/${spare._id}`, pw));

  const lines: Line[] = (
    await owner.client.get(`/api/schools/${school._id}/audit?limit=100`)
  ).json();
  const actions = new Set(lines.map((line) => line.action));
  for (const action of [
    'school.updated',
    'classroom.updated',
    'fee-items.saved',
    'student.updated',
    'pay-link.shared',
    'pay-link.revoked',
    'payment.paid',
    'staff.role-changed',
    'staff.removed',
    'term.started',
    'student.deleted',
  ]) {
    assert.ok(actions.has(action), action);
  }
  const paid = lines.find((line) => line.action === 'payment.paid')!;
  assert.equal(paid.actor, 'Ngozi Okafor (card)');
  assert.match(paid.subject, /^NGN 10,000 by Card from Ngozi Okafor for Okafor Ada \(SAI-\d{6}\)$/);
  assert.equal(
    lines.find((line) => line.action === 'fee-items.saved')!.subject,
    `${classroom.name}: 1 item`,
  );
});
