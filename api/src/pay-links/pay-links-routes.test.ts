import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAY_LINK_INVALID, firstTerm, schoolToday } from '@fees/shared-data/core';
import { sha256 } from '../guards/secrets';
import { payLinks } from '../db/schema/pay-links';
import type { TestApp } from '../testing/build-app';
import { assertFieldError } from '../testing/assert-field-error';
import {
  createClassroom,
  createStudent,
  nextTermBody,
  paymentWorld,
  type Owner,
} from '../testing/fixtures';
import { PAY_LINK_LIMITS } from '../payments';
import { NO_PARENT_EMAIL } from './student-pay-link-routes';

const parentPayment = {
  depositorName: 'Ngozi Okafor',
  email: 'ngozi@example.com',
  amount: 20_000,
  purpose: 'Second term fees',
};

async function share(owner: Owner, studentId: string) {
  const response = await owner.client.post(`/api/students/${studentId}/pay-link`, {});
  assert.equal(response.statusCode, 201, response.body);
  return response.json().token as string;
}

/** What a parent's phone sends: no cookie, only the link. */
function parent(ctx: TestApp) {
  return ctx.client();
}

test('a pay link shows its one student to anyone holding it, and the database keeps only its hash', async (t) => {
  const { ctx, owner, school, classroom, student } = await paymentWorld(t);
  const sibling = await createStudent(owner, school._id, classroom._id, 0, 'Okafor Emeka');
  const token = await share(owner, student._id);
  assert.match(token, /^[A-Za-z0-9_-]{32}$/, '192 bits, URL-safe');

  const rows = await ctx.database.db.select().from(payLinks);
  assert.deepEqual(
    rows.map((row) => row.tokenHash),
    [sha256(token)],
  );
  assert.ok(!JSON.stringify(rows).includes(token), 'the token itself is not stored');

  const page = await parent(ctx).get(`/api/pay/${token}`);
  assert.equal(page.statusCode, 200, page.body);
  assert.equal(page.headers['cache-control'], 'no-store');
  const { term, ...view } = page.json();
  assert.match(term, /^First term \d{4}\/\d{4}$/);
  assert.deepEqual(view, {
    schoolName: school.name,
    studentName: student.fullname,
    className: classroom.name,
    broughtForward: 0,
    feesExpected: 50_000,
    feesPaid: 0,
    outstanding: 50_000,
    // The default plan: all of it due the day the term opened, today.
    dueNow: 50_000,
    overdueSince: schoolToday(),
    instalments: [{ dueOn: schoolToday(), amount: 50_000 }],
    parentEmail: '',
    transferAccount: null,
  });
  assert.ok(!page.body.includes(sibling._id) && !page.body.includes(sibling.fullname));

  // A share shows another link each time (only hashes are kept); both work until revoked.
  const second = await share(owner, student._id);
  assert.notEqual(second, token);
  assert.equal((await parent(ctx).get(`/api/pay/${token}`)).statusCode, 200);

  // Revoked tokens name whom to ask, which their holder knew; unknown and malformed ones nothing.
  const revoked = await owner.client.post(`/api/students/${student._id}/pay-link/revoke`, {});
  assert.equal(revoked.statusCode, 201);
  const fresh = revoked.json().token as string;
  for (const ended of [token, second]) {
    const answer = await parent(ctx).get(`/api/pay/${ended}`);
    assert.equal(answer.statusCode, 404, ended);
    assert.deepEqual(answer.json(), {
      message: PAY_LINK_INVALID,
      school: { name: school.name, phone: owner.user.phone },
    });
  }
  for (const dead of ['A'.repeat(32), 'not-a-token', `${fresh}x`]) {
    const answer = await parent(ctx).get(`/api/pay/${dead}`);
    assert.equal(answer.statusCode, 404, dead);
    assert.deepEqual(answer.json(), { message: PAY_LINK_INVALID }, dead);
  }
  assert.equal((await parent(ctx).get(`/api/pay/${fresh}`)).json().studentName, student.fullname);

  // Only the owner can share or revoke.
  const stranger = await paymentWorld(t);
  for (const path of ['pay-link', 'pay-link/revoke']) {
    const refused = await stranger.owner.client.post(`/api/students/${student._id}/${path}`, {});
    assert.equal(refused.statusCode, 404, path);
  }
  assert.equal(
    (await parent(ctx).post(`/api/students/${student._id}/pay-link`, {})).statusCode,
    401,
  );
});

test('a parent pays by link through the same initialize and verify, and the school sees it', async (t) => {
  const { ctx, owner, school, classroom, student, totals } = await paymentWorld(t);
  const other = await createStudent(owner, school._id, classroom._id, 0, 'Bello Musa');
  const token = await share(owner, student._id);
  const phone = parent(ctx);

  const tooSmall = await phone.post(`/api/pay/${token}/initialize`, {
    ...parentPayment,
    amount: 1,
  });
  assertFieldError(tooSmall, 'amount', /^Minimum of/, 'below the minimum');
  const smuggled = await phone.post(`/api/pay/${token}/initialize`, {
    ...parentPayment,
    studentId: other._id,
  });
  assert.equal(smuggled.statusCode, 400, 'the link alone names the student');

  const init = await phone.post(`/api/pay/${token}/initialize`, parentPayment);
  assert.equal(init.statusCode, 201, init.body);
  const { reference, amountKobo } = init.json();
  assert.equal(amountKobo, 2_000_000);

  // Before the provider has it, nothing is recorded.
  const early = await phone.post(`/api/pay/${token}/verify`, { reference });
  assert.equal(early.statusCode, 409);

  // The provider's amount is what counts.
  ctx.provider.set(reference, { amount: 2_000_000 });
  const verified = await phone.post(`/api/pay/${token}/verify`, { reference });
  assert.equal(verified.statusCode, 200, verified.body);
  assert.deepEqual(
    {
      ...verified.json(),
      createdAt: undefined,
      updatedAt: undefined,
      transactionNo: undefined,
    },
    {
      depositorName: 'Ngozi Okafor',
      email: 'ngozi@example.com',
      studentName: student.fullname,
      studentClass: classroom.name,
      amount: 20_000,
      amountAsked: 20_000,
      purpose: 'Second term fees',
      referenceNo: reference,
      transactionNo: undefined,
      method: 'card',
      status: 'success',
      createdAt: undefined,
      updatedAt: undefined,
      schoolName: school.name,
      receiptNo: 'SA-000001',
      paidToDate: 20_000,
      balanceAfter: 30_000,
    },
  );
  const again = await phone.post(`/api/pay/${token}/verify`, { reference });
  assert.equal(again.json().referenceNo, reference, 'a second verify answers the same receipt');
  assert.equal(again.json().receiptNo, 'SA-000001');

  const now = await totals();
  assert.equal(now.student.totalPaidFees, 20_000);
  assert.equal(now.classroom.totalFees, 20_000);
  assert.equal(now.school.totalFees, 20_000);
  const listed = (await owner.client.get('/api/payments')).json();
  assert.deepEqual(
    listed.map((payment: { referenceNo: string }) => payment.referenceNo),
    [reference],
  );
  assert.equal((await phone.get(`/api/pay/${token}`)).json().outstanding, 30_000);

  const receipt = await ctx.mailbox.waitFor(
    (mail) => mail.to.includes('ngozi@example.com') && mail.raw.includes(reference),
  );
  assert.match(receipt.raw, /NGN 20,000/);

  // A reference of another student cannot be verified through this link.
  const otherToken = await share(owner, other._id);
  const foreign = await phone.post(`/api/pay/${otherToken}/verify`, { reference });
  assert.equal(foreign.statusCode, 404);

  // A link holds only a few unfinished payments, so it cannot block the school's checkout.
  for (let index = 0; index < PAY_LINK_LIMITS.pendingPerStudent; index += 1) {
    assert.equal(
      (await phone.post(`/api/pay/${otherToken}/initialize`, parentPayment)).statusCode,
      201,
    );
  }
  const blocked = await phone.post(`/api/pay/${otherToken}/initialize`, parentPayment);
  assert.equal(blocked.statusCode, 429);
});

test('each live token gets a limited number of tries, and so does each address', async (t) => {
  const { ctx, owner, student } = await paymentWorld(t);
  const token = await share(owner, student._id);
  const phone = parent(ctx);
  for (let index = 0; index < PAY_LINK_LIMITS.perToken.max; index += 1) {
    const answer = await phone.get(`/api/pay/${token}`);
    assert.equal(answer.statusCode, 200, `try ${index + 1}`);
  }
  const refused = await phone.get(`/api/pay/${token}`);
  assert.equal(refused.statusCode, 429);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  // The others are untouched by those tries.
  const others = [];
  for (let index = 0; index < 5; index += 1) others.push(await share(owner, student._id));
  assert.equal((await phone.get(`/api/pay/${others[0]}`)).statusCode, 200);

  let statusCode = 0;
  for (
    let index = 0;
    index < PAY_LINK_LIMITS.perAddressPerMinute && statusCode !== 429;
    index += 1
  ) {
    statusCode = (await phone.get(`/api/pay/${others[index % others.length]}`)).statusCode;
  }
  assert.equal(statusCode, 429, 'one address is refused before it can try every token');
});

test("'E-mail to parent' mails the link shown, only to the parent's e-mail", async (t) => {
  const { ctx, owner, school, classroom, student } = await paymentWorld(t);
  const token = await share(owner, student._id);
  const mailTo = (id: string, body: unknown) =>
    owner.client.post(`/api/students/${id}/pay-link/mail`, body);

  const none = await mailTo(student._id, { token });
  assert.equal(none.statusCode, 409);
  assert.deepEqual(none.json(), { message: NO_PARENT_EMAIL });

  const withParent = await owner.client.post('/api/students', {
    fullname: 'Adeyemi Tolu',
    age: 8,
    sex: 'Male',
    phoneNo: '08031234567',
    parentEmail: 'tolu.parent@example.com',
    classroom: classroom._id,
    schoolId: school._id,
    password: owner.password,
  });
  const tolu = withParent.json();
  const link = await share(owner, tolu._id);
  assert.equal((await mailTo(tolu._id, { token })).statusCode, 409, "another student's link");
  const sent = await mailTo(tolu._id, { token: link });
  assert.equal(sent.statusCode, 200, sent.body);
  assert.deepEqual(sent.json(), { sentTo: 'tolu.parent@example.com' });
  const mail = await ctx.mailbox.waitFor((message) =>
    message.to.includes('tolu.parent@example.com'),
  );
  assert.ok(mail.raw.includes(`http://localhost:3000/pay/${link}`));
  assert.match(mail.raw, /Adeyemi Tolu \(Primary1\): NGN 50,000 outstanding/);
  assert.equal(
    (await parent(ctx).get(`/api/pay/${link}`)).json().parentEmail,
    'tolu.parent@example.com',
  );
});

test('reminders mail each parent who owes once a day, and a school can send only so often', async (t) => {
  const { ctx, owner, school, classroom } = await paymentWorld(t);
  const register = (fullname: string, parentEmail: string, discount = 0) =>
    owner.client
      .post('/api/students', {
        fullname,
        age: 8,
        sex: 'Female',
        phoneNo: '08031234567',
        parentEmail,
        discount,
        classroom: classroom._id,
        schoolId: school._id,
        password: owner.password,
      })
      .then((response) => response.json());
  await register('Eze Ada', 'eze.family@example.com');
  await register('Eze Obi', 'EZE.family@example.com');
  await register('Musa Hauwa', 'musa@example.com', 100);

  const send = () => owner.client.post(`/api/classrooms/${classroom._id}/reminders`, {});
  const first = await send();
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(first.json(), {
    mailed: [{ email: 'eze.family@example.com', students: ['Eze Ada', 'Eze Obi'] }],
    alreadyReminded: [],
    noEmail: ['Okafor Ada'],
  });
  const mail = await ctx.mailbox.waitFor((message) =>
    message.to.includes('eze.family@example.com'),
  );
  assert.match(mail.raw, /Reminder: school fees outstanding at Sunrise Academy/);
  const links = [...mail.raw.matchAll(/\/pay\/([A-Za-z0-9_-]{32})/g)].map((match) => match[1]);
  assert.equal(links.length, 2, 'one link per child');
  const pages = await Promise.all(links.map((token) => parent(ctx).get(`/api/pay/${token}`)));
  assert.deepEqual(
    pages.map((page) => page.json().studentName),
    ['Eze Ada', 'Eze Obi'],
  );

  const second = await send();
  assert.deepEqual(second.json().mailed, []);
  assert.deepEqual(second.json().alreadyReminded, [
    { email: 'eze.family@example.com', students: ['Eze Ada', 'Eze Obi'] },
  ]);
  await ctx.deliverQueuedMail();
  assert.equal(
    ctx.mailbox.messages.filter((message) => message.to.includes('eze.family@example.com')).length,
    1,
    'one mail a day',
  );
  assert.ok(!ctx.mailbox.messages.some((message) => message.to.includes('musa@example.com')));

  for (let sends = 2; sends < PAY_LINK_LIMITS.reminderSends.max; sends += 1) {
    assert.equal((await send()).statusCode, 200);
  }
  const limited = await send();
  assert.equal(limited.statusCode, 429);

  const stranger = await paymentWorld(t);
  const foreign = await stranger.owner.client.post(
    `/api/classrooms/${classroom._id}/reminders`,
    {},
  );
  assert.equal(foreign.statusCode, 404);
});

test("a class's reminders skip a student who left it; the leaver's own page still mails the parent", async (t) => {
  const { ctx, owner, school, classroom } = await paymentWorld(t);
  const primary2 = await createClassroom(owner, school._id, 60_000, 'Primary2');
  await createStudent(owner, school._id, classroom._id, 0, 'Eze Chidi', 'eze@example.com');
  const bisi = await createStudent(
    owner,
    school._id,
    primary2._id,
    0,
    'Bello Bisi',
    'bello@example.com',
  );
  const termsUrl = `/api/schools/${school._id}/terms`;
  const third = { ...firstTerm(), name: 'Third term', password: owner.password };
  assert.equal((await owner.client.put(`${termsUrl}/current`, third)).statusCode, 200);
  const opened = await owner.client.post(
    termsUrl,
    await nextTermBody(owner, school._id, {
      promotions: { [classroom._id]: primary2._id, [primary2._id]: null },
    }),
  );
  assert.equal(opened.statusCode, 201, opened.body);

  const sent = await owner.client.post(`/api/classrooms/${primary2._id}/reminders`, {});
  assert.equal(sent.statusCode, 200, sent.body);
  assert.deepEqual(sent.json(), {
    mailed: [{ email: 'eze@example.com', students: ['Eze Chidi'] }],
    alreadyReminded: [],
    noEmail: ['Okafor Ada'],
  });
  await ctx.deliverQueuedMail();
  assert.ok(!ctx.mailbox.messages.some((message) => message.to.includes('bello@example.com')));

  const [left] = (await owner.client.get(`/api/students?_id=${bisi._id}`)).json();
  assert.deepEqual(
    [left.enrolment, left.classroomId, left.balance],
    ['left', primary2._id, 60_000],
  );
  const token = await share(owner, bisi._id);
  const own = await owner.client.post(`/api/students/${bisi._id}/pay-link/mail`, { token });
  assert.deepEqual(own.json(), { sentTo: 'bello@example.com' });
});
