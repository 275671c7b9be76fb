import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { TRANSFER_ACCOUNT_NEEDS_SETTLEMENT } from '@fees/shared-data/core';
import { buildTestApp, type TestApp } from '../testing/build-app';
import {
  addSibling,
  createClassroom,
  createStudent,
  initializePayment,
  payLinkToken,
  settledSchool,
  joinStaff,
  ownerWithStudent,
  signUpOwner,
  transferBody,
  type Owner,
} from '../testing/fixtures';

async function settle(ctx: TestApp, owner: Owner, schoolId: string) {
  ctx.provider.addAccount('058', '0123456789', 'OKAFOR NGOZI ADAEZE');
  const set = await owner.client.put(`/api/schools/${schoolId}/settlement`, {
    bankCode: '058',
    accountNumber: '0123456789',
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
}

async function world(t: TestContext, { settled = true } = {}) {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  if (settled) await settle(ctx, owner, school._id);
  return { ctx, owner, school, classroom, student };
}

const dedicatedCalls = (ctx: TestApp) =>
  ctx.provider.requests.filter((request) => request.path === '/dedicated_account');

test("a bursar gives a lone student a transfer account on the school's subaccount; again answers the same", async (t) => {
  const { ctx, owner, school, student } = await world(t);
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const path = `/api/students/${student._id}/transfer-account`;
  assert.equal((await owner.client.get(path)).statusCode, 404);

  const made = await bursar.client.post(path, {});
  assert.equal(made.statusCode, 201, made.body);
  const account = made.json();
  assert.match(account.accountNumber, /^\d{10}$/);
  assert.equal(account.bankName, 'Wema Bank');
  assert.ok(account.accountName);
  const [asked] = dedicatedCalls(ctx);
  const settlement = (await owner.client.get(`/api/schools/${school._id}/settlement`)).json();
  assert.deepEqual(
    { ...(asked?.body as object), customer: undefined },
    { customer: undefined, preferred_bank: 'wema-bank', subaccount: settlement.subaccountCode },
  );

  const again = await owner.client.post(path, {});
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.json(), account);
  assert.deepEqual((await bursar.client.get(path)).json(), account);
  assert.equal(dedicatedCalls(ctx).length, 1, 'the provider was asked once');

  const audit = await owner.client.get(
    `/api/schools/${school._id}/audit?action=transfer-account.made`,
  );
  assert.deepEqual(
    audit.json().map((line: { subject: string }) => line.subject),
    [`Okafor Ada: ${account.accountNumber}`],
  );
});

test("a student in a family gets the family's account, and makes it for the family", async (t) => {
  const { owner, school, classroom, student } = await world(t);
  const sibling = await addSibling(owner, {
    schoolId: school._id,
    classroomId: classroom._id,
    siblingOf: student._id,
  });
  const made = await owner.client.post(`/api/students/${sibling._id}/transfer-account`, {});
  assert.equal(made.statusCode, 201, made.body);
  const family = await owner.client.get(`/api/families/${sibling.familyId}/transfer-account`);
  assert.equal(family.statusCode, 200);
  assert.deepEqual(family.json(), made.json());
  const brother = await owner.client.post(`/api/students/${student._id}/transfer-account`, {});
  assert.equal(brother.statusCode, 200);
  assert.deepEqual(brother.json(), made.json());
  const viaFamily = await owner.client.post(
    `/api/families/${sibling.familyId}/transfer-account`,
    {},
  );
  assert.equal(viaFamily.statusCode, 200);
  assert.deepEqual(viaFamily.json(), made.json());
});

test('two requests at once make one account', async (t) => {
  const { ctx, owner, student } = await world(t);
  ctx.provider.setDelay(50);
  const path = `/api/students/${student._id}/transfer-account`;
  const answers = await Promise.all([owner.client.post(path, {}), owner.client.post(path, {})]);
  assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 201]);
  assert.deepEqual(answers[0]?.json(), answers[1]?.json());
  assert.equal(ctx.provider.dedicatedAccounts.size, 1);
});

test('before a settlement account the school is told to set one, and nothing is asked', async (t) => {
  const { ctx, owner, student } = await world(t, { settled: false });
  const refused = await owner.client.post(`/api/students/${student._id}/transfer-account`, {});
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().message, TRANSFER_ACCOUNT_NEEDS_SETTLEMENT);
  assert.equal(ctx.provider.requests.length, 0);
});

test('a viewer may read but not make one; a stranger sees nothing', async (t) => {
  const { ctx, owner, school, student } = await world(t);
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  const stranger = await signUpOwner(ctx);
  const path = `/api/students/${student._id}/transfer-account`;
  assert.equal((await viewer.client.post(path, {})).statusCode, 403);
  assert.equal((await stranger.client.post(path, {})).statusCode, 404);
  assert.equal(dedicatedCalls(ctx).length, 0);
  assert.equal((await owner.client.post(path, {})).statusCode, 201);
  assert.equal((await viewer.client.get(path)).statusCode, 200);
  assert.equal((await stranger.client.get(path)).statusCode, 404);
  assert.equal((await ctx.client().get(path)).statusCode, 401);
});

test('a provider that is down answers 503 and nothing is written; a retry then makes it', async (t) => {
  const { ctx, owner, student } = await world(t);
  const path = `/api/students/${student._id}/transfer-account`;
  ctx.provider.setDown(true);
  const down = await owner.client.post(path, {});
  assert.equal(down.statusCode, 503);
  assert.match(down.json().message, /could not be reached\. Nothing was changed/);
  ctx.provider.setDown(false);
  assert.equal((await owner.client.get(path)).statusCode, 404);
  assert.equal((await owner.client.post(path, {})).statusCode, 201);
});

test('without provider keys in development the account is labelled simulated', async (t) => {
  const ctx = await buildTestApp(t, { env: { PAYSTACK_SECRET_KEY: '', FEES_DEV_CHECKOUT: '1' } });
  const { owner, school, student } = await ownerWithStudent(ctx);
  const set = await owner.client.put(`/api/schools/${school._id}/settlement`, {
    bankCode: '058',
    accountNumber: '0123456789',
    password: owner.password,
  });
  assert.equal(set.statusCode, 200, set.body);
  const path = `/api/students/${student._id}/transfer-account`;
  const made = await owner.client.post(path, {});
  assert.equal(made.statusCode, 201, made.body);
  assert.match(made.json().accountName, /SIMULATED/);
  assert.equal(made.json().bankName, 'Wema Bank (simulated)');
  assert.deepEqual((await owner.client.post(path, {})).json(), made.json());
  assert.equal(ctx.provider.requests.length, 0, 'the real provider was never asked');
});

test("a parent's pay pages offer the account to transfer into, the family's for a child in one", async (t) => {
  const { ctx, owner, school, classroom, student } = await world(t);
  const phone = ctx.client();
  const lonely = await payLinkToken(owner, 'students', student._id);
  assert.equal((await phone.get(`/api/pay/${lonely}`)).json().transferAccount, null);
  const own = (await owner.client.post(`/api/students/${student._id}/transfer-account`, {})).json();
  assert.deepEqual((await phone.get(`/api/pay/${lonely}`)).json().transferAccount, own);

  const sibling = await addSibling(owner, {
    schoolId: school._id,
    classroomId: classroom._id,
    siblingOf: student._id,
  });
  const family = (
    await owner.client.post(`/api/families/${sibling.familyId}/transfer-account`, {})
  ).json();
  const familyLink = await payLinkToken(owner, 'families', sibling.familyId);
  assert.deepEqual(
    (await phone.get(`/api/pay/family/${familyLink}`)).json().transferAccount,
    family,
  );
  const siblingLink = await payLinkToken(owner, 'students', sibling._id);
  assert.deepEqual((await phone.get(`/api/pay/${siblingLink}`)).json().transferAccount, family);
});

test("reminders name the account to transfer into: a class's each child's, a family's its own", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await settledSchool(ctx);
  const classroom = await createClassroom(owner, school._id, 30_000, 'JSS1');
  const bola = await createStudent(
    owner,
    school._id,
    classroom._id,
    0,
    'Adeyemi Bola',
    'folake@example.com',
  );
  const own = (await owner.client.post(`/api/students/${bola._id}/transfer-account`, {})).json();
  const sent = await owner.client.post(`/api/classrooms/${classroom._id}/reminders`, {});
  assert.equal(sent.statusCode, 200, sent.body);
  const reminder = await ctx.mailbox.waitFor((mail) => mail.to.includes('folake@example.com'));
  assert.match(
    reminder.raw,
    new RegExp(`Or pay by transfer to ${own.accountNumber}, Wema Bank, ${own.accountName}\\.`),
  );

  const ada = await createStudent(
    owner,
    school._id,
    classroom._id,
    0,
    'Okafor Ada',
    'ngozi@example.com',
  );
  const chidi = await addSibling(owner, {
    schoolId: school._id,
    classroomId: classroom._id,
    siblingOf: ada._id,
  });
  const family = (
    await owner.client.post(`/api/families/${chidi.familyId}/transfer-account`, {})
  ).json();
  const familySent = await owner.client.post(`/api/families/${chidi.familyId}/reminders`, {});
  assert.equal(familySent.statusCode, 200, familySent.body);
  const familyMail = await ctx.mailbox.waitFor(
    (mail) => mail.to.includes('ngozi@example.com') && /Or pay for them by transfer/.test(mail.raw),
  );
  assert.match(
    familyMail.raw,
    new RegExp(`Or pay for them by transfer to ${family.accountNumber}, `),
  );
});

test("a receipt, for a card or a hand-recorded payment, names its term and where to transfer next time: a lone student's own account, a family's", async (t) => {
  const { ctx, owner, school, classroom, student } = await world(t);
  const own = (await owner.client.post(`/api/students/${student._id}/transfer-account`, {})).json();
  const sibling = await addSibling(owner, {
    schoolId: school._id,
    classroomId: classroom._id,
    siblingOf: (await createStudent(owner, school._id, classroom._id, 0, 'Okafor Ada'))._id,
  });
  const family = (
    await owner.client.post(`/api/families/${sibling.familyId}/transfer-account`, {})
  ).json();
  const receiptOf = async (studentId: string) => {
    const card = await initializePayment(owner, school._id, studentId);
    ctx.provider.set(card.reference, { amount: card.amountKobo });
    const verified = await owner.client.post('/api/payments/verify', { reference: card.reference });
    assert.equal(verified.statusCode, 200, verified.body);
    const { receiptNo } = verified.json();
    return ctx.mailbox.waitFor((mail) => mail.raw.includes(`Receipt no.: ${receiptNo}`));
  };

  const recordedReceiptOf = async (studentId: string) => {
    const recorded = await owner.client.post('/api/payments/record', {
      ...transferBody(school._id, studentId),
      externalReference: `NIP-${studentId}`,
      password: owner.password,
    });
    assert.equal(recorded.statusCode, 201, recorded.body);
    const { receiptNo } = recorded.json();
    return ctx.mailbox.waitFor((mail) => mail.raw.includes(`Receipt no.: ${receiptNo}`));
  };

  for (const receipt of [receiptOf, recordedReceiptOf]) {
    const lone = await receipt(student._id);
    assert.match(lone.raw, /Term: +First term \d{4}\/\d{4}/);
    assert.match(
      lone.raw,
      new RegExp(`Pay by transfer to ${own.accountNumber}, Wema Bank, ${own.accountName}\\.`),
    );
    const inFamily = await receipt(sibling._id);
    assert.match(inFamily.raw, /Term: +First term \d{4}\/\d{4}/);
    assert.match(inFamily.raw, new RegExp(`Pay by transfer to ${family.accountNumber}, `));
    assert.doesNotMatch(inFamily.raw, new RegExp(own.accountNumber));
  }
});

test("the school's transfer accounts are read at once by any member, each with whose it is; no one else's", async (t) => {
  const { ctx, owner, school, classroom, student } = await world(t);
  const ada = await createStudent(owner, school._id, classroom._id, 0, 'Okafor Ada');
  const chidi = await addSibling(owner, {
    schoolId: school._id,
    classroomId: classroom._id,
    siblingOf: ada._id,
  });
  const familyId = chidi.familyId as string;
  const family = (await owner.client.post(`/api/families/${familyId}/transfer-account`, {})).json();
  const own = (await owner.client.post(`/api/students/${student._id}/transfer-account`, {})).json();
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  const path = `/api/schools/${school._id}/transfer-accounts`;

  const listed = await viewer.client.get(path);
  assert.equal(listed.statusCode, 200, listed.body);
  const byHolder = (one: { holder: string }) => (one.holder === 'families' ? 0 : 1);
  assert.deepEqual(
    (listed.json() as { holder: string }[]).sort((a, b) => byHolder(a) - byHolder(b)),
    [
      { ...family, holder: 'families', id: familyId },
      { ...own, holder: 'students', id: student._id },
    ],
  );
  const outsider = await signUpOwner(ctx);
  assert.equal((await outsider.client.get(path)).statusCode, 404);
});
