import assert from 'node:assert/strict';
import { test } from 'node:test';
import { daysAfter } from '@fees/shared-data/core';
import { buildTestApp } from '../testing/build-app';
import {
  addSibling,
  noonOn,
  ownerWithStudent,
  payLinkToken,
  recordTransfer,
  setSixtyFortyPlan,
} from '../testing/fixtures';

test("a parent's pay links say what is due now and what is left of each day, as the days pass", async (t) => {
  const clock = { now: new Date() };
  const ctx = await buildTestApp(t, { now: () => clock.now });
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 25_000);
  const { first, second } = await setSixtyFortyPlan(owner, school._id);
  await recordTransfer(owner, { schoolId: school._id, studentId: student._id, amount: 5_000 });
  const token = await payLinkToken(owner, 'students', student._id);
  const sibling = await addSibling(owner, {
    schoolId: school._id,
    classroomId: classroom._id,
    siblingOf: student._id,
  });
  const familyToken = await payLinkToken(owner, 'families', sibling.familyId);
  const parent = ctx.client();
  const due = async (path: string) => {
    const page = await parent.get(path);
    assert.equal(page.statusCode, 200, page.body);
    const { dueNow, overdueSince, instalments } = page.json();
    return { dueNow, overdueSince, instalments };
  };
  // 15,000 on the first day, less the 5,000 paid; the rest, 10,000, on the second.
  const left = [
    { dueOn: first, amount: 10_000 },
    { dueOn: second, amount: 10_000 },
  ];

  clock.now = noonOn(daysAfter(first, -1));
  assert.deepEqual(await due(`/api/pay/${token}`), {
    dueNow: 0,
    overdueSince: null,
    instalments: left,
  });
  clock.now = noonOn(daysAfter(first, 3));
  assert.deepEqual(await due(`/api/pay/${token}`), {
    dueNow: 10_000,
    overdueSince: first,
    instalments: left,
  });
  // The brother pays nothing: his 25,000, less the sibling discount, falls on the same two days.
  const brother = (await owner.client.get(`/api/students?_id=${sibling._id}`)).json()[0];
  const firstPart = Math.floor(brother.totalFeesExpected * 60) / 100;
  assert.deepEqual(await due(`/api/pay/family/${familyToken}`), {
    dueNow: 10_000 + firstPart,
    overdueSince: first,
    instalments: [
      { dueOn: first, amount: 10_000 + firstPart },
      { dueOn: second, amount: 10_000 + brother.totalFeesExpected - firstPart },
    ],
  });
});
