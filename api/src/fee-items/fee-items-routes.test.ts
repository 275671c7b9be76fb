import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFieldError } from '../testing/assert-field-error';
import { buildTestApp } from '../testing/build-app';
import {
  createClassroom,
  createStudent,
  figures,
  ownerWithStudent,
  signUpOwner,
} from '../testing/fixtures';

test('fee items re-price the class at once; optional ones charge only the students who take them', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 40_000);
  const other = await createStudent(owner, school._id, classroom._id, 50, 'Bello Tunde');
  const url = `/api/classrooms/${classroom._id}/fee-items`;
  assert.deepEqual((await owner.client.get(url)).json(), []);

  const items = [
    { name: 'Books', amount: 5_000.5, optional: false },
    { name: 'School bus', amount: 12_000, optional: true },
  ];
  const wrong = await owner.client.put(url, { items, password: 'not-the-password' });
  assert.equal(wrong.statusCode, 403);
  assert.deepEqual((await owner.client.get(url)).json(), []);
  const saved = await owner.client.put(url, { items, password: owner.password });
  assert.equal(saved.statusCode, 200, saved.body);
  const [books, bus] = saved.json();
  assert.deepEqual(
    saved.json().map(({ name, amount, optional }: typeof books) => ({ name, amount, optional })),
    items,
  );

  // The required item reaches every student at once; the discount stays off the class fee only.
  let now = await figures(owner, school._id, classroom._id, student._id);
  assert.equal(now.student.totalFeesExpected, 45_000.5);
  assert.equal(now.classroom.totalFeesExpected, 45_000.5 + 25_000.5);
  assert.equal(now.school.totalFeesExpected, 70_001);

  const edit = {
    fullname: student.fullname,
    age: student.age,
    sex: student.sex,
    phoneNo: student.phoneNo,
    discount: 0,
    classroom: classroom._id,
    password: owner.password,
  };
  const takes = await owner.client.put(`/api/students/${student._id}`, {
    ...edit,
    optionalItems: [bus._id],
  });
  assert.equal(takes.statusCode, 200, takes.body);
  assert.deepEqual(takes.json().optionalItems, [bus._id]);
  assert.equal(takes.json().totalFeesExpected, 57_000.5);
  const required = await owner.client.put(`/api/students/${student._id}`, {
    ...edit,
    optionalItems: [books._id],
  });
  assertFieldError(required, 'optionalItems', /optional fee items/, 'a required item');

  // Keeping an item's name keeps its choices; the amounts re-price everyone.
  const repriced = await owner.client.put(url, {
    items: [
      { name: 'School bus', amount: 10_000, optional: true },
      { name: 'Sports', amount: 1_000, optional: false },
    ],
    password: owner.password,
  });
  assert.equal(repriced.statusCode, 200, repriced.body);
  assert.equal(repriced.json()[0]._id, bus._id);
  now = await figures(owner, school._id, classroom._id, student._id);
  assert.deepEqual(now.student.optionalItems, [bus._id]);
  assert.equal(now.student.totalFeesExpected, 51_000);
  assert.equal(now.classroom.totalFeesExpected, 51_000 + 21_000);
  assert.equal(now.school.totalFeesExpected, 72_000);

  // Removing the item drops the choice with it.
  const removed = await owner.client.put(url, { items: [], password: owner.password });
  assert.deepEqual(removed.json(), []);
  now = await figures(owner, school._id, classroom._id, other._id);
  assert.deepEqual(now.student.optionalItems, []);
  assert.equal(now.classroom.totalFeesExpected, 60_000);
});

test("fee items refuse bad input with 400 and another owner's class with 404", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, classroom } = await ownerWithStudent(ctx);
  const url = `/api/classrooms/${classroom._id}/fee-items`;
  const put = (items: unknown) => owner.client.put(url, { items, password: owner.password });
  assertFieldError(
    await put([{ name: '', amount: 100, optional: false }]),
    'items[0].name',
    /Item name is required/,
    'an empty name',
  );
  assertFieldError(
    await put([{ name: 'Books', amount: 0.5, optional: false }]),
    'items[0].amount',
    /Minimum of 1/,
    'less than NGN 1',
  );
  const many = Array.from({ length: 21 }, (_, index) => ({
    name: `Item ${index}`,
    amount: 100,
    optional: false,
  }));
  assertFieldError(await put(many), 'items', /at most 20/, 'more than 20 items');
  assert.deepEqual((await owner.client.get(url)).json(), []);

  const stranger = await signUpOwner(ctx);
  assert.equal((await stranger.client.get(url)).statusCode, 404);
  const foreign = await stranger.client.put(url, { items: [], password: stranger.password });
  assert.equal(foreign.statusCode, 404);
});

test('an item keeps its takers while its name stays, and an edit without choices keeps them', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 40_000);
  const other = await createClassroom(owner, school._id, 40_000, 'Primary2');
  const url = `/api/classrooms/${classroom._id}/fee-items`;
  const [bus] = (
    await owner.client.put(url, {
      items: [{ name: 'School bus', amount: 10_000, optional: true }],
      password: owner.password,
    })
  ).json();
  const edit = {
    fullname: student.fullname,
    age: student.age,
    sex: student.sex,
    phoneNo: student.phoneNo,
    discount: 0,
    classroom: classroom._id,
    password: owner.password,
  };
  await owner.client.put(`/api/students/${student._id}`, { ...edit, optionalItems: [bus._id] });

  const renamed = await owner.client.put(url, {
    items: [{ name: ' school BUS ', amount: 12_000, optional: true }],
    password: owner.password,
  });
  assert.equal(renamed.json()[0]._id, bus._id);
  const kept = await owner.client.put(`/api/students/${student._id}`, edit);
  assert.deepEqual([kept.json().optionalItems, kept.json().totalFeesExpected], [[bus._id], 52_000]);
  const moved = await owner.client.put(`/api/students/${student._id}`, {
    ...edit,
    classroom: other._id,
  });
  assert.deepEqual([moved.json().optionalItems, moved.json().totalFeesExpected], [[], 40_000]);
});
