import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { PAY_LINK_INVALID } from '@fees/shared-data/core';
import { attempts } from '../db/schema/accounts';
import { payLinks } from '../db/schema/pay-links';
import { PENDING_PAYMENTS_MAX } from '../ledger/pending-payments';
import type { TestApp } from '../testing/build-app';
import {
  createStudent,
  initializePayment,
  paymentBody,
  paymentWorld,
  type Owner,
} from '../testing/fixtures';
import { PAY_LINK_LIMITS } from './pay-link-limits';

const parentPayment = {
  depositorName: 'Ngozi Okafor',
  email: 'ngozi@example.com',
  amount: 20_000,
  purpose: 'Second term fees',
};

const CHILDREN = ['Bello Musa', 'Eze Ada', 'Obi Chika', 'Ade Tunde', 'Uche Ify', 'Yusuf Sade'];

async function share(owner: Owner, studentId: string) {
  const response = await owner.client.post(`/api/students/${studentId}/pay-link`, {});
  assert.equal(response.statusCode, 201, response.body);
  return response.json().token as string;
}

function startByLink(ctx: TestApp, token: string) {
  return ctx.client().post(`/api/pay/${token}/initialize`, parentPayment);
}

test("link payments have an allowance of their own: links never spend the dashboard's, nor it theirs", async (t) => {
  const { ctx, owner, school, classroom, student } = await paymentWorld(t);
  const { pendingPerStudent } = PAY_LINK_LIMITS;
  // Seven links used in turn start more payments than the dashboard's whole allowance.
  const tokens = [await share(owner, student._id)];
  for (const name of CHILDREN) {
    const child = await createStudent(owner, school._id, classroom._id, 0, name);
    tokens.push(await share(owner, child._id));
  }
  assert.ok(tokens.length * pendingPerStudent > PENDING_PAYMENTS_MAX);
  for (const token of tokens) {
    for (let index = 0; index < pendingPerStudent; index += 1) {
      const started = await startByLink(ctx, token);
      assert.equal(started.statusCode, 201, started.body);
    }
    assert.equal((await startByLink(ctx, token)).statusCode, 429, 'each link student has its few');
  }

  for (let index = 0; index < PENDING_PAYMENTS_MAX; index += 1) {
    await initializePayment(owner, school._id, student._id);
  }
  const full = await owner.client.post(
    '/api/payments/initialize',
    paymentBody(school._id, student._id),
  );
  assert.equal(full.statusCode, 429, 'the dashboard keeps its own limit');

  const late = await createStudent(owner, school._id, classroom._id, 0, 'Okon Ekene');
  const linkAfter = await startByLink(ctx, await share(owner, late._id));
  assert.equal(linkAfter.statusCode, 201, 'a full dashboard leaves the links theirs');
});

test("a burst of payments on one link at the same instant starts only the link's allowance", async (t) => {
  const { ctx, owner, school, student } = await paymentWorld(t);
  const token = await share(owner, student._id);
  const burst = await Promise.all(Array.from({ length: 12 }, () => startByLink(ctx, token)));
  const statuses = burst.map((answer) => answer.statusCode).sort();
  assert.deepEqual(statuses, [
    ...Array.from({ length: PAY_LINK_LIMITS.pendingPerStudent }, () => 201),
    ...Array.from({ length: 12 - PAY_LINK_LIMITS.pendingPerStudent }, () => 429),
  ]);
  await initializePayment(owner, school._id, student._id);
});

test("'E-mail to parent' is limited per student and recipient, and per account", async (t) => {
  const { ctx, owner, school, classroom } = await paymentWorld(t);
  const { parentMails, accountMails } = PAY_LINK_LIMITS;
  const mailLink = async (studentId: string) =>
    owner.client.post(`/api/students/${studentId}/pay-link/mail`, {
      token: await share(owner, studentId),
    });
  const mailsTo = async (address: string) => {
    await ctx.deliverQueuedMail();
    return ctx.mailbox.messages.filter((mail) => mail.to.includes(address)).length;
  };

  const ada = await createStudent(
    owner,
    school._id,
    classroom._id,
    0,
    'Eze Ada',
    'eze@example.com',
  );
  for (let index = 0; index < parentMails.max; index += 1) {
    assert.equal((await mailLink(ada._id)).statusCode, 200);
  }
  const refused = await mailLink(ada._id);
  assert.equal(refused.statusCode, 429);
  assert.match(refused.json().message, /e-mailed to eze@example\.com 3 times/);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.equal(await mailsTo('eze@example.com'), parentMails.max);

  // Another address of the same student is another recipient.
  const moved = await owner.client.put(`/api/students/${ada._id}`, {
    fullname: ada.fullname,
    age: 7,
    sex: 'Female',
    phoneNo: '08031234567',
    parentEmail: 'eze.mum@example.com',
    classroom: classroom._id,
    password: owner.password,
  });
  assert.equal(moved.statusCode, 200, moved.body);
  assert.equal((await mailLink(ada._id)).statusCode, 200);

  // The account's own budget, across students.
  let sent = parentMails.max + 1;
  for (let index = 0; sent < accountMails.max; index += 1) {
    const child = await createStudent(
      owner,
      school._id,
      classroom._id,
      0,
      `Child ${index}`,
      `parent${index}@example.com`,
    );
    for (let again = 0; again < parentMails.max && sent < accountMails.max; again += 1) {
      assert.equal((await mailLink(child._id)).statusCode, 200);
      sent += 1;
    }
  }
  const last = await createStudent(
    owner,
    school._id,
    classroom._id,
    0,
    'Last Child',
    'last@example.com',
  );
  const spent = await mailLink(last._id);
  assert.equal(spent.statusCode, 429);
  assert.match(spent.json().message, /from this account/);
  assert.equal(await mailsTo('last@example.com'), 0);
});

test('a link works for 30 days from its issue, then answers as a revoked one; its mail says until when', async (t) => {
  const { ctx, owner, school, classroom } = await paymentWorld(t);
  const child = await createStudent(
    owner,
    school._id,
    classroom._id,
    0,
    'Eze Ada',
    'eze@example.com',
  );
  const issuedAt = Date.now();
  const shared = await owner.client.post(`/api/students/${child._id}/pay-link`, {});
  const { token, expiresAt } = shared.json();
  const life = Date.parse(expiresAt) - issuedAt;
  assert.ok(Math.abs(life - 30 * 24 * 60 * 60 * 1000) < 60_000, expiresAt);

  const mailed = await owner.client.post(`/api/students/${child._id}/pay-link/mail`, { token });
  assert.equal(mailed.statusCode, 200, mailed.body);
  const mail = await ctx.mailbox.waitFor((message) => message.to.includes('eze@example.com'));
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos' })
    .format(new Date(expiresAt))
    .replaceAll('/', '-');
  assert.ok(mail.raw.includes(`The link works until ${day}.`), mail.raw);

  // Thirty days and a minute later.
  await ctx.database.db
    .update(payLinks)
    .set({ createdAt: new Date(issuedAt - 30 * 24 * 60 * 60 * 1000 - 60_000) });
  const phone = ctx.client();
  const answers = [
    await phone.get(`/api/pay/${token}`),
    await phone.post(`/api/pay/${token}/initialize`, parentPayment),
    await phone.post(`/api/pay/${token}/verify`, { reference: 'FM-unknown' }),
  ];
  for (const answer of answers) {
    assert.equal(answer.statusCode, 404);
    assert.deepEqual(answer.json(), {
      message: PAY_LINK_INVALID,
      school: { name: school.name, phone: owner.user.phone },
    });
  }
  const late = await owner.client.post(`/api/students/${child._id}/pay-link/mail`, { token });
  assert.equal(late.statusCode, 409);

  // A reminder mails a fresh link, which works.
  const reminded = await owner.client.post(`/api/classrooms/${classroom._id}/reminders`, {});
  assert.equal(reminded.statusCode, 200, reminded.body);
  const reminder = await ctx.mailbox.waitFor((message) => /Reminder:/.test(message.raw));
  const fresh = /\/pay\/([A-Za-z0-9_-]{32})/.exec(reminder.raw)?.[1];
  assert.ok(fresh && fresh !== token);
  assert.equal((await phone.get(`/api/pay/${fresh}`)).statusCode, 200);
  assert.match(reminder.raw, /The link works until \d{2}-\d{2}-\d{4}\./);
});

test("a student's live links are capped, the oldest ending first, and an account shares only so often", async (t) => {
  const { ctx, owner, student } = await paymentWorld(t);
  const { liveLinksPerStudent, shares } = PAY_LINK_LIMITS;
  const phone = ctx.client();
  const tokens = [];
  for (let index = 0; index < liveLinksPerStudent; index += 1) {
    tokens.push(await share(owner, student._id));
  }
  for (const token of tokens) assert.equal((await phone.get(`/api/pay/${token}`)).statusCode, 200);

  const newest = await share(owner, student._id);
  assert.equal((await phone.get(`/api/pay/${newest}`)).statusCode, 200);
  assert.equal((await phone.get(`/api/pay/${tokens[0]}`)).statusCode, 404, 'the oldest ended');
  for (const token of tokens.slice(1)) {
    assert.equal((await phone.get(`/api/pay/${token}`)).statusCode, 200);
  }

  let last = newest;
  for (let issued = liveLinksPerStudent + 1; issued < shares.max; issued += 1) {
    last = await share(owner, student._id);
  }
  for (const path of ['pay-link', 'pay-link/revoke']) {
    const refused = await owner.client.post(`/api/students/${student._id}/${path}`, {});
    assert.equal(refused.statusCode, 429, path);
    assert.match(refused.json().message, /issued 100 times in the last hour/);
  }
  assert.equal((await phone.get(`/api/pay/${last}`)).statusCode, 200, 'a refused revoke ends none');
});

test('dead tokens from many addresses share one budget with ended links, so what their tries leave stays bounded', async (t) => {
  const { ctx, owner, student } = await paymentWorld(t);
  const ended = await share(owner, student._id);
  const revoked = await owner.client.post(`/api/students/${student._id}/pay-link/revoke`, {});
  const live = revoked.json().token as string;
  const { max } = PAY_LINK_LIMITS.deadTokens;
  const phone = ctx.client();
  // Made-up tokens and a revoked one, in turn, each from an address of its own.
  const tryDead = (index: number) =>
    phone.get(`/api/pay/${index % 2 ? ended : randomBytes(24).toString('base64url')}`, {
      remoteAddress: `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    });

  const recorded = async () => (await ctx.database.db.select().from(attempts)).length;
  const before = await recorded();
  const answers = [];
  for (let index = 0; index < max + 20; index += 1) answers.push(await tryDead(index));
  assert.deepEqual(
    answers.slice(0, max).map((answer) => answer.statusCode),
    Array.from({ length: max }, () => 404),
  );
  assert.deepEqual(
    answers.slice(max).map((answer) => answer.statusCode),
    Array.from({ length: 20 }, () => 429),
  );
  assert.ok(answers[1]!.json().school, 'the ended link named its school while the budget lasted');
  assert.equal(answers[max + 1]!.json().school, undefined, 'and nothing once it is spent');
  assert.equal(
    (await recorded()) - before,
    max,
    'one record per counted try, none past the budget',
  );

  assert.equal((await phone.get(`/api/pay/${live}`)).statusCode, 200, 'a live link still opens');
});
