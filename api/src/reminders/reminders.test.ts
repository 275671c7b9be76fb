import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import {
  daysAfter,
  formatDay,
  REMINDER_SKIPS,
  smsCapReached,
  schoolToday,
  sessionDays,
  sessionOf,
  type ReminderLogEntry,
} from '@fees/shared-data/core';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs';
import { assertFieldError } from '../testing/assert-field-error';
import { buildSecondTestApp, buildTestApp, type TestApp } from '../testing/build-app';
import {
  createClassroom,
  createStudent,
  joinStaff,
  ownerWithSchool,
  settleSchool,
  transferBody,
  type Owner,
} from '../testing/fixtures';

const {
  alreadyReminded: ALREADY_REMINDED,
  nothingDue: NOTHING_DUE,
  smsOff: SMS_OFF,
} = REMINDER_SKIPS;

/** Noon in Lagos on `day`, so the app's today is that day. */
const noonOn = (day: string) => new Date(`${day}T11:00:00Z`);

/**
 * A school of NGN 100,000 a term paid 60% by `first` and 40% by `second`: Ada and Chidi, whose
 * mother is one address (typed two ways), and Bola, whose father paid it all. The app's clock is
 * `clock.now`, which the test moves.
 */
async function world(t: TestContext, env?: Record<string, string>) {
  const clock = { now: new Date() };
  const ctx = await buildTestApp(t, { now: () => clock.now, env });
  const { owner, school } = await ownerWithSchool(ctx);
  const classroom = await createClassroom(owner, school._id, 100_000);
  const add = (name: string, email: string) =>
    createStudent(owner, school._id, classroom._id, 0, name, email);
  const ada = await add('Okafor Ada', 'mum@example.com');
  const chidi = await add('Okafor Chidi', 'MUM@example.com ');
  const bola = await add('Adeyemi Bola', 'dad@example.com');
  const paid = await owner.client.post('/api/payments/record', {
    ...transferBody(school._id, bola._id),
    amount: 100_000,
    receivedOn: schoolToday(),
    password: owner.password,
  });
  assert.equal(paid.statusCode, 201, paid.body);
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
  return { ctx, clock, owner, school, classroom, ada, chidi, bola, first, second };
}

async function schedule(
  owner: Owner,
  schoolId: string,
  offsets: number[],
  channels = ['email', 'sms'],
) {
  const set = await owner.client.put(`/api/schools/${schoolId}/reminder-schedule`, {
    offsets,
    channels,
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
  return set.json();
}

async function readLog(owner: Owner, schoolId: string): Promise<ReminderLogEntry[]> {
  const log = await owner.client.get(`/api/schools/${schoolId}/reminders/log`);
  assert.equal(log.statusCode, 200, log.body);
  return log.json();
}

/** The log's lines as `channel to status (reason)`, oldest first. */
const lines = (log: ReminderLogEntry[]) =>
  log
    .map((one) => `${one.channel} ${one.to} ${one.status}${one.reason ? ` (${one.reason})` : ''}`)
    .reverse();

/** A scheduler tick on `app`, then its worker until nothing waits. */
async function tick(app: TestApp['app']) {
  await app.dailyRunTick();
  await app.jobs.nudge();
}

test("the day's run reminds each parent once, by e-mail and SMS, of what is due by when, and skips the paid", async (t) => {
  const { ctx, clock, owner, school, ada, chidi, bola, first } = await world(t);
  const planned = await schedule(owner, school._id, [7, -3, 0]);
  assert.deepEqual(planned.offsets, [-3, 0, 7]);
  assert.deepEqual(planned.planned[0], { on: daysAfter(first, -3), parents: 1 });

  clock.now = noonOn(daysAfter(first, -4));
  await tick(ctx.app);
  assert.deepEqual(await readLog(owner, school._id), [], 'no offset falls on this day');

  clock.now = noonOn(daysAfter(first, -3));
  await tick(ctx.app);
  await ctx.deliverQueuedMail();
  const mail = await ctx.mailbox.waitFor((one) => one.to.includes('mum@example.com'));
  assert.match(mail.raw, /Okafor Ada \(Primary1\): NGN 60,000 due by /);
  assert.match(mail.raw, /Okafor Chidi \(Primary1\): NGN 60,000 due by /);
  assert.ok(mail.raw.includes(formatDay(first)));
  assert.match(mail.raw, /Pay by card for Okafor Ada: http:\/\/localhost:3000\/pay\//);
  assert.equal(ctx.smsGateway.sent.length, 1);
  const [sms] = ctx.smsGateway.sent;
  assert.equal(sms?.to, '2348031234567');
  assert.equal(sms?.from, 'FeesMgr');
  assert.match(sms?.sms ?? '', /^Sunrise Academy: school fees Okafor Ada NGN 60,000 due by /);
  assert.ok(!ctx.mailbox.messages.some((one) => one.to.includes('dad@example.com')));

  const log = await readLog(owner, school._id);
  assert.deepEqual(lines(log), [
    'email mum@example.com sent',
    'sms 08031234567 sent',
    `email dad@example.com skipped (${NOTHING_DUE})`,
    `sms 08031234567 skipped (${NOTHING_DUE})`,
  ]);
  assert.deepEqual(log.at(-1)?.studentIds, [ada._id, chidi._id]);
  assert.deepEqual(log[0]?.studentIds, [bola._id]);
  const smsLine = log.find((one) => one.channel === 'sms' && one.status === 'sent');
  assert.equal(smsLine?.cost, Math.ceil((sms?.sms.length ?? 0) / 160) * 5);

  // Again the same day (another tick, the owner's 'now'): nobody hears twice.
  await tick(ctx.app);
  const now = await owner.client.post(`/api/schools/${school._id}/reminders/run`, {});
  assert.equal(now.statusCode, 200, now.body);
  assert.equal(now.json().sent, 0);
  assert.equal(ctx.smsGateway.sent.length, 1);
  assert.ok(
    lines(await readLog(owner, school._id)).includes(
      `email mum@example.com skipped (${ALREADY_REMINDED})`,
    ),
  );

  // Late: seven days after, what is due now and since when.
  clock.now = noonOn(daysAfter(first, 7));
  await tick(ctx.app);
  assert.equal(ctx.smsGateway.sent.length, 2);
  assert.match(ctx.smsGateway.sent[1]?.sms ?? '', /NGN 60,000 due since /);
  const schedule2 = await owner.client.get(`/api/schools/${school._id}/reminder-schedule`);
  assert.equal(schedule2.json().smsThisMonth.count >= 1, true);
});

test('a child paid between the plan and the send is not reminded', async (t) => {
  const { ctx, clock, owner, school, ada, chidi, first } = await world(t);
  await schedule(owner, school._id, [0], ['email']);
  clock.now = noonOn(first);
  const before = await owner.client.get(`/api/schools/${school._id}/reminder-schedule`);
  assert.deepEqual(before.json().planned, [{ on: first, parents: 1 }]);
  for (const child of [ada, chidi]) {
    const paid = await owner.client.post('/api/payments/record', {
      ...transferBody(school._id, child._id),
      externalReference: `TRF-${child._id}`,
      amount: 60_000,
      receivedOn: schoolToday(),
      password: owner.password,
    });
    assert.equal(paid.statusCode, 201, paid.body);
  }
  const run = await owner.client.post(`/api/schools/${school._id}/reminders/run`, {});
  assert.deepEqual(run.json(), { sent: 0, skipped: 2 });
  await ctx.deliverQueuedMail();
  assert.ok(!ctx.mailbox.messages.some((one) => one.to.includes('mum@example.com')));
  assert.deepEqual(lines(await readLog(owner, school._id)), [
    `email mum@example.com skipped (${NOTHING_DUE})`,
    `email dad@example.com skipped (${NOTHING_DUE})`,
  ]);
});

test('two API processes each tick and work: every parent gets one e-mail and one SMS', async (t) => {
  const { ctx, clock, owner, school, first } = await world(t);
  const second = await buildSecondTestApp(t, ctx, { now: () => clock.now });
  await schedule(owner, school._id, [0]);
  clock.now = noonOn(first);
  await Promise.all([tick(ctx.app), tick(second.app), tick(ctx.app), tick(second.app)]);
  await Promise.all([ctx.app.jobs.nudge(), second.app.jobs.nudge()]);
  // Either process's outbox may be the one delivering the mail.
  await Promise.all([ctx.deliverQueuedMail(), second.deliverQueuedMail()]);
  await ctx.mailbox.waitFor((one) => one.to.includes('mum@example.com'));
  assert.equal(ctx.smsGateway.sent.length, 1);
  assert.equal(ctx.mailbox.messages.filter((one) => one.to.includes('mum@example.com')).length, 1);
  const runs = await ctx.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.schoolId, school._id), eq(jobs.kind, 'daily-run')));
  assert.deepEqual(
    runs.map((run) => [run.day, run.state]),
    [[first, 'done']],
  );
});

test('a process that closes in the middle of the run hands it over, and nobody hears twice', async (t) => {
  const { ctx, clock, owner, school, classroom, first } = await world(t);
  const second = await buildSecondTestApp(t, ctx, { now: () => clock.now });
  for (const name of ['Bello Musa', 'Eze Obi', 'Danjuma Zainab']) {
    const email = `${name.split(' ')[1]!.toLowerCase()}@example.com`;
    await createStudent(owner, school._id, classroom._id, 0, name, email);
  }
  await schedule(owner, school._id, [0], ['sms']);
  clock.now = noonOn(first);
  ctx.smsGateway.setDelay(100);
  const ticking = second.app.dailyRunTick();
  await second.app.close();
  await ticking;
  await tick(ctx.app);
  const sent = lines(await readLog(owner, school._id)).filter((one) => one.endsWith(' sent'));
  assert.equal(sent.length, 4, 'each of the four owing parents once');
  assert.equal(ctx.smsGateway.sent.length, 4);
});

test('a run whose process died is taken over once its claim lapses, and not before', async (t) => {
  const { ctx, clock, owner, school, first } = await world(t);
  await schedule(owner, school._id, [0], ['sms']);
  clock.now = noonOn(first);
  // A process claimed the day's run and died: its claim runs on a while.
  await ctx.database.db.insert(jobs).values({
    schoolId: school._id,
    kind: 'daily-run',
    day: first,
    requestedBy: owner.user._id,
    state: 'running',
    claimedUntil: new Date(Date.now() + 60_000),
  });
  await tick(ctx.app);
  assert.equal(ctx.smsGateway.sent.length, 0, 'a live claim is left alone');
  await ctx.database.db
    .update(jobs)
    .set({ claimedUntil: new Date(Date.now() - 1) })
    .where(eq(jobs.schoolId, school._id));
  await tick(ctx.app);
  assert.equal(ctx.smsGateway.sent.length, 1);
  await tick(ctx.app);
  assert.equal(ctx.smsGateway.sent.length, 1, 'the day is not run twice');
});

test('a parent reminded by hand today is not reminded by the run, and the other way round', async (t) => {
  // The clock is left at the real time: a reminder sent by hand goes by the real day.
  const { owner, school, classroom } = await world(t);
  const today = schoolToday();
  const set = await owner.client.put(`/api/schools/${school._id}/plan`, {
    instalments: [{ dueOn: today, percent: 100 }],
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
  await schedule(owner, school._id, [0], ['email']);
  const byHand = await owner.client.post(`/api/classrooms/${classroom._id}/reminders`, {});
  assert.equal(byHand.statusCode, 200, byHand.body);
  assert.equal(byHand.json().mailed.length, 1);
  const run = await owner.client.post(`/api/schools/${school._id}/reminders/run`, {});
  assert.deepEqual(run.json(), { sent: 0, skipped: 2 });
  assert.ok(
    lines(await readLog(owner, school._id)).includes(
      `email mum@example.com skipped (${ALREADY_REMINDED})`,
    ),
  );

  await createStudent(owner, school._id, classroom._id, 0, 'Bello Musa', 'musa@example.com');
  const ran = await owner.client.post(`/api/schools/${school._id}/reminders/run`, {});
  assert.equal(ran.json().sent, 1);
  const again = await owner.client.post(`/api/classrooms/${classroom._id}/reminders`, {});
  assert.equal(again.statusCode, 200, again.body);
  assert.deepEqual(
    again
      .json()
      .alreadyReminded.map((one: { email: string }) => one.email)
      .sort(),
    ['mum@example.com', 'musa@example.com'],
  );
});

test("SMS stop at the school's monthly cap, and one the gateway refuses is logged as failed", async (t) => {
  const { ctx, clock, owner, school, classroom, first } = await world(t);
  await createStudent(owner, school._id, classroom._id, 0, 'Bello Musa', 'musa@example.com');
  const capped = await owner.client.put(`/api/schools/${school._id}/sms-cap`, {
    cap: 1,
    password: owner.password,
  });
  assert.equal(capped.statusCode, 200, capped.body);
  assert.equal(capped.json().smsCap, 1);
  await schedule(owner, school._id, [0, 1], ['sms']);
  clock.now = noonOn(first);
  await tick(ctx.app);
  assert.equal(ctx.smsGateway.sent.length, 1);
  assert.deepEqual(lines(await readLog(owner, school._id)), [
    'sms 08031234567 sent',
    `sms 08031234567 skipped (${NOTHING_DUE})`,
    `sms 08031234567 skipped (${smsCapReached(1)})`,
  ]);
  const month = (await owner.client.get(`/api/schools/${school._id}/reminder-schedule`)).json();
  assert.equal(month.smsThisMonth.count, 1);
  assert.equal(month.smsThisMonth.cost, (await readLog(owner, school._id)).at(-1)?.cost);

  // The next day, room for more: the gateway refuses the first, sends the second.
  await owner.client.put(`/api/schools/${school._id}/sms-cap`, {
    cap: 10,
    password: owner.password,
  });
  ctx.smsGateway.failNext(1);
  clock.now = noonOn(daysAfter(first, 1));
  await tick(ctx.app);
  assert.equal(ctx.smsGateway.sent.length, 2);
  assert.deepEqual(lines(await readLog(owner, school._id)).slice(3), [
    'sms 08031234567 failed (The SMS gateway refused it (HTTP 400: Invalid phone number))',
    `sms 08031234567 skipped (${NOTHING_DUE})`,
    'sms 08031234567 sent',
  ]);
});

test('without the SMS environment SMS is off and says so; e-mail still goes', async (t) => {
  const { ctx, clock, owner, school, first } = await world(t, {
    SMS_API_URL: '',
    SMS_API_KEY: '',
    SMS_SENDER: '',
  });
  const set = await schedule(owner, school._id, [0]);
  assert.equal(set.smsOff, SMS_OFF);
  clock.now = noonOn(first);
  const run = await owner.client.post(`/api/schools/${school._id}/reminders/run`, {});
  assert.deepEqual(run.json(), { sent: 1, skipped: 3 });
  assert.deepEqual(lines(await readLog(owner, school._id)).slice(0, 2), [
    'email mum@example.com sent',
    `sms 08031234567 skipped (${SMS_OFF})`,
  ]);
  assert.equal(ctx.smsGateway.sent.length, 0);
});

test('a reminder names the transfer account where the child has one', async (t) => {
  const { ctx, clock, owner, school, ada, first } = await world(t);
  await settleSchool(ctx, owner, school);
  const account = await owner.client.post(`/api/students/${ada._id}/transfer-account`, {});
  assert.ok(account.statusCode < 300, account.body);
  await schedule(owner, school._id, [0], ['email']);
  clock.now = noonOn(first);
  await owner.client.post(`/api/schools/${school._id}/reminders/run`, {});
  await ctx.deliverQueuedMail();
  const mail = await ctx.mailbox.waitFor((one) => one.to.includes('mum@example.com'));
  assert.ok(mail.raw.includes(`Or pay by transfer to ${account.json().accountNumber}`), mail.raw);
});

test('only the owner sets and runs reminders, under the password; every member reads them', async (t) => {
  const { ctx, owner, school } = await world(t);
  const path = `/api/schools/${school._id}/reminder-schedule`;
  const put = (body: object) => owner.client.put(path, { password: owner.password, ...body });
  assertFieldError(
    await put({ offsets: [100], channels: ['email'] }),
    'offsets',
    /from -60 to 60/,
    'far',
  );
  assertFieldError(
    await put({ offsets: [0, 0], channels: ['email'] }),
    'offsets',
    'Each day may be chosen once',
    'twice',
  );
  assertFieldError(
    await put({ offsets: [0], channels: [] }),
    'channels',
    'Choose e-mail, SMS or both',
    'none',
  );
  assertFieldError(
    await put({ offsets: [0], channels: ['fax'] }),
    'channels',
    'Channels are email and sms',
    'fax',
  );
  const wrong = await owner.client.put(path, {
    offsets: [0],
    channels: ['email'],
    password: 'not-it-at-all',
  });
  assert.equal(wrong.statusCode, 403, wrong.body);
  assertFieldError(
    await owner.client.put(`/api/schools/${school._id}/sms-cap`, {
      cap: -1,
      password: owner.password,
    }),
    'cap',
    'Cap must be 0 or more',
    'negative cap',
  );
  assert.deepEqual((await owner.client.get(path)).json().offsets, [], 'nothing was set');

  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const refused = await bursar.client.put(path, {
    offsets: [0],
    channels: ['email'],
    password: bursar.password,
  });
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().message, "Only the school's owner can set reminders.");
  const run = await bursar.client.post(`/api/schools/${school._id}/reminders/run`, {});
  assert.equal(run.statusCode, 403);
  assert.equal((await bursar.client.get(path)).statusCode, 200);
  assert.equal(
    (await bursar.client.get(`/api/schools/${school._id}/reminders/log`)).statusCode,
    200,
  );

  await schedule(owner, school._id, [0], ['email']);
  const audit = await owner.client.get(`/api/schools/${school._id}/audit`);
  assert.ok(audit.body.includes('reminders.scheduled'), audit.body);
});

test("the day's run charges late fees first, even with no reminders, and a reminder that day names them", async (t) => {
  const { ctx, clock, owner, school, ada, bola, first } = await world(t);
  const set = await owner.client.put(`/api/schools/${school._id}/late-fee`, {
    amount: 5_000,
    graceDays: 3,
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
  const lateFees = async (studentId: string) => {
    const listed = await owner.client.get(`/api/students/${studentId}/late-fees`);
    assert.equal(listed.statusCode, 200, listed.body);
    return listed.json() as Array<{ dueOn: string; amount: number }>;
  };

  // No reminder schedule: the school's day still runs, for its late fee.
  clock.now = noonOn(daysAfter(first, 3));
  await tick(ctx.app);
  assert.deepEqual(
    (await lateFees(ada._id)).map(({ dueOn, amount }) => [dueOn, amount]),
    [[first, 5_000]],
  );
  assert.deepEqual(await lateFees(bola._id), [], 'the paid are charged nothing');

  await schedule(owner, school._id, [4], ['email']);
  clock.now = noonOn(daysAfter(first, 4));
  await tick(ctx.app);
  await ctx.deliverQueuedMail();
  const mail = await ctx.mailbox.waitFor((one) => one.to.includes('mum@example.com'));
  // NGN 60,000 of the plan and the NGN 5,000 late fee, due at once from the day it was charged.
  assert.match(mail.raw, /Okafor Ada \(Primary1\): NGN 65,000 due since /);
});
