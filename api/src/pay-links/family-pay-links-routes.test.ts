import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FAMILY_SHARE_REFUSALS, PAY_LINK_INVALID, schoolToday } from '@fees/shared-data/core';
import { assertFieldError } from '../testing/assert-field-error';
import type { TestApp } from '../testing/build-app';
import {
  createClassroom,
  addSibling,
  createStudent,
  figures,
  joinStaff,
  paymentWorld,
  signUpOwner,
  transferBody,
  type Owner,
  nextTermBody,
} from '../testing/fixtures';
import { postChargeSuccess } from '../testing/paystack-webhook';
import { PAY_LINK_LIMITS } from '../payments';

const parentPayment = {
  depositorName: 'Ngozi Okafor',
  email: 'ngozi@example.com',
  amount: 100_000,
  purpose: 'Fees for both',
};

/**
 * Ada (Primary1, NGN 50,000 a term) and her brother Chidi (Primary4, NGN 40,000), one family;
 * with `arrears`, Ada paid NGN 10,000 of the first term and the school moved on to the second, so
 * Ada brings NGN 40,000 forward and Chidi NGN 40,000.
 */
async function family(t: Parameters<typeof paymentWorld>[0], { arrears = false } = {}) {
  const world = await paymentWorld(t);
  const { owner, school, student: ada } = world;
  const primary4 = await createClassroom(owner, school._id, 40_000, 'Primary4');
  const chidi = await addSibling(owner, {
    schoolId: school._id,
    classroomId: primary4._id,
    siblingOf: ada._id,
  });
  if (arrears) {
    const paid = await owner.client.post('/api/payments/record', {
      ...transferBody(school._id, ada._id),
      amount: 10_000,
      password: owner.password,
    });
    assert.equal(paid.statusCode, 201, paid.body);
    const next = await owner.client.post(
      `/api/schools/${school._id}/terms`,
      await nextTermBody(owner, school._id),
    );
    assert.ok([200, 201].includes(next.statusCode), next.body);
  }
  return { ...world, ada, chidi, primary4, familyId: chidi.familyId as string };
}

async function share(owner: Owner, familyId: string, action = 'pay-link') {
  const response = await owner.client.post(`/api/families/${familyId}/${action}`, {});
  assert.equal(response.statusCode, 201, response.body);
  return response.json().token as string;
}

/** What a parent's phone sends: no cookie, only the link. */
const parent = (ctx: TestApp) => ctx.client();

test("a family link shows each child's balance and one checkout pays them, oldest debt first", async (t) => {
  const { ctx, owner, school, classroom, ada, chidi, familyId } = await family(t, {
    arrears: true,
  });
  const token = await share(owner, familyId);
  const phone = parent(ctx);

  const page = await phone.get(`/api/pay/family/${token}`);
  assert.equal(page.statusCode, 200, page.body);
  assert.equal(page.headers['cache-control'], 'no-store');
  const { term, ...view } = page.json();
  assert.match(term, /^Second term \d{4}\/\d{4}$/);
  assert.deepEqual(view, {
    schoolName: school.name,
    familyName: 'Okafor family',
    parentEmail: '',
    transferAccount: null,
    children: [
      {
        studentId: ada._id,
        studentName: ada.fullname,
        className: classroom.name,
        broughtForward: 40_000,
        arrears: 40_000,
        feesExpected: 90_000,
        feesPaid: 0,
        outstanding: 90_000,
      },
      {
        studentId: chidi._id,
        studentName: 'Okafor Chidi',
        className: 'Primary4',
        broughtForward: 40_000,
        arrears: 40_000,
        feesExpected: 80_000,
        feesPaid: 0,
        outstanding: 80_000,
      },
    ],
    outstanding: 170_000,
    // The default plan of the term opened today: the arrears and the term's fees are due at once.
    dueNow: 170_000,
    overdueSince: schoolToday(),
    instalments: [{ dueOn: schoolToday(), amount: 170_000 }],
  });

  const init = await phone.post(`/api/pay/family/${token}/initialize`, parentPayment);
  assert.equal(init.statusCode, 201, init.body);
  const { reference, amountKobo } = init.json();
  assert.equal(amountKobo, 10_000_000);
  ctx.provider.set(reference, { amount: 10_000_000 });
  const verified = await phone.post(`/api/pay/family/${token}/verify`, { reference });
  assert.equal(verified.statusCode, 200, verified.body);
  const receipt = verified.json();
  assert.deepEqual(
    { ...receipt, createdAt: undefined, paidAt: undefined, transactionNo: undefined },
    {
      schoolName: school.name,
      familyName: 'Okafor family',
      depositorName: 'Ngozi Okafor',
      email: 'ngozi@example.com',
      purpose: 'Fees for both',
      amount: 100_000,
      amountAsked: 100_000,
      referenceNo: reference,
      transactionNo: undefined,
      status: 'success',
      createdAt: undefined,
      paidAt: undefined,
      // Both arrears first (NGN 40,000 each), then NGN 20,000 of Ada's second term.
      shares: [
        {
          studentName: ada.fullname,
          studentClass: classroom.name,
          amount: 60_000,
          receiptNo: 'SA-000002',
          balanceAfter: 30_000,
        },
        {
          studentName: 'Okafor Chidi',
          studentClass: 'Primary4',
          amount: 40_000,
          receiptNo: 'SA-000003',
          balanceAfter: 40_000,
        },
      ],
    },
  );

  // The school sees two card payments from the link and every figure moved.
  const listed = (await owner.client.get(`/api/payments?schoolId=${school._id}`)).json();
  assert.deepEqual(
    listed
      .filter((payment: { method: string }) => payment.method === 'card')
      .map((payment: { studentName: string; amount: number }) => [
        payment.studentName,
        payment.amount,
      ])
      .sort(),
    [
      [ada.fullname, 60_000],
      ['Okafor Chidi', 40_000],
    ],
  );
  const { school: totals } = await figures(owner, school._id, classroom._id, ada._id);
  assert.equal(totals.totalFees, 100_000, 'what the school received this term');
  const after = (await phone.get(`/api/pay/family/${token}`)).json();
  assert.deepEqual(
    after.children.map((child: { outstanding: number }) => child.outstanding),
    [30_000, 40_000],
  );
  assert.equal(after.outstanding, 70_000);

  // One receipt mail lists both children; a second verify and the webhook change nothing.
  const mail = await ctx.mailbox.waitFor(
    (message) => message.to.includes('ngozi@example.com') && message.raw.includes(reference),
  );
  assert.match(mail.raw, /Okafor Ada[\s\S]*SA-000002[\s\S]*Okafor Chidi[\s\S]*SA-000003/);
  const again = await phone.post(`/api/pay/family/${token}/verify`, { reference });
  assert.deepEqual(again.json().shares, receipt.shares);
  assert.equal(
    (await postChargeSuccess(ctx, reference)).json().message,
    'Payment already recorded',
  );
  assert.equal((await phone.get(`/api/pay/family/${token}`)).json().outstanding, 70_000);
});

test('the webhook records a family checkout, and a payment beyond all they owe is a credit of the first child', async (t) => {
  const { ctx, owner, school, classroom, ada, chidi, familyId } = await family(t);
  const token = await share(owner, familyId);
  const phone = parent(ctx);
  const init = await phone.post(`/api/pay/family/${token}/initialize`, {
    ...parentPayment,
    amount: 100_000,
  });
  const { reference } = init.json();
  ctx.provider.set(reference, { amount: 10_000_000 });
  const hook = await postChargeSuccess(ctx, reference);
  assert.equal(hook.json().message, 'Payment recorded');
  const view = (await phone.get(`/api/pay/family/${token}`)).json();
  assert.deepEqual(
    view.children.map((child: { studentId: string; feesPaid: number }) => [
      child.studentId,
      child.feesPaid,
    ]),
    [
      [ada._id, 60_000],
      [chidi._id, 40_000],
    ],
  );
  const { student } = await figures(owner, school._id, classroom._id, ada._id);
  assert.equal(student.totalFeesExpected - student.totalPaidFees, -10_000, 'a credit of 10,000');
});

test("the parent's own shares go where chosen; shares that do not fit are refused and nothing is kept", async (t) => {
  const { ctx, owner, school, classroom, ada, chidi, familyId } = await family(t);
  const stranger = await createStudent(owner, school._id, classroom._id, 0, 'Bello Musa');
  const token = await share(owner, familyId);
  const phone = parent(ctx);
  const initialize = (shares: unknown, amount = 30_000) =>
    phone.post(`/api/pay/family/${token}/initialize`, { ...parentPayment, amount, shares });

  assertFieldError(
    await initialize([
      { studentId: ada._id, amount: 10_000 },
      { studentId: chidi._id, amount: 10_000 },
    ]),
    'shares',
    FAMILY_SHARE_REFUSALS.total,
    'short of the amount',
  );
  for (const shares of [
    [{ studentId: stranger._id, amount: 30_000 }],
    [
      { studentId: ada._id, amount: 15_000 },
      { studentId: ada._id, amount: 15_000 },
    ],
  ]) {
    const label = JSON.stringify(shares);
    assertFieldError(await initialize(shares), 'shares', FAMILY_SHARE_REFUSALS.notAChild, label);
  }
  assert.equal((await initialize([{ studentId: ada._id, amount: -1 }])).statusCode, 400);

  const chosen = await initialize([
    { studentId: ada._id, amount: 0 },
    { studentId: chidi._id, amount: 30_000 },
  ]);
  assert.equal(chosen.statusCode, 201, chosen.body);
  const { reference } = chosen.json();
  ctx.provider.set(reference, { amount: 3_000_000 });
  const receipt = (await phone.post(`/api/pay/family/${token}/verify`, { reference })).json();
  assert.deepEqual(
    receipt.shares.map((share: { studentName: string; amount: number }) => [
      share.studentName,
      share.amount,
    ]),
    [['Okafor Chidi', 30_000]],
  );
  const listed = (await owner.client.get(`/api/payments?schoolId=${school._id}`)).json();
  assert.equal(listed.length, 1, 'the refused checkouts left no payment');
});

test('family links live and end as student links do, and only the school shares them', async (t) => {
  const { ctx, owner, school, ada, familyId } = await family(t);
  const phone = parent(ctx);
  const token = await share(owner, familyId);
  const studentToken = (await owner.client.post(`/api/students/${ada._id}/pay-link`, {})).json()
    .token as string;

  // Neither kind of token opens as the other.
  for (const path of [`family/${studentToken}`, token]) {
    const refused = await phone.get(`/api/pay/${path}`);
    assert.equal(refused.statusCode, 404, path);
    assert.deepEqual(refused.json(), { message: PAY_LINK_INVALID }, 'live elsewhere: not ended');
  }

  const fresh = await share(owner, familyId, 'pay-link/revoke');
  const ended = await phone.get(`/api/pay/family/${token}`);
  assert.equal(ended.statusCode, 404);
  assert.deepEqual(ended.json(), {
    message: PAY_LINK_INVALID,
    school: { name: school.name, phone: owner.user.phone },
  });
  assert.equal((await phone.get(`/api/pay/family/${fresh}`)).statusCode, 200);
  assert.equal(
    (await phone.post(`/api/pay/family/${fresh}/verify`, { reference: 'FM-nothing' })).statusCode,
    404,
  );

  // A family's link holds only a few unfinished checkouts.
  for (let index = 0; index < PAY_LINK_LIMITS.pendingPerStudent; index += 1) {
    const started = await phone.post(`/api/pay/family/${fresh}/initialize`, parentPayment);
    assert.equal(started.statusCode, 201, started.body);
  }
  const blocked = await phone.post(`/api/pay/family/${fresh}/initialize`, parentPayment);
  assert.equal(blocked.statusCode, 429);

  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  const outsider = await signUpOwner(ctx);
  for (const [who, status] of [
    [viewer, 403],
    [outsider, 404],
  ] as const) {
    for (const action of ['pay-link', 'pay-link/revoke']) {
      const refused = await who.client.post(`/api/families/${familyId}/${action}`, {});
      assert.equal(refused.statusCode, status, action);
    }
  }
  assert.equal((await phone.post(`/api/families/${familyId}/pay-link`, {})).statusCode, 401);
});
