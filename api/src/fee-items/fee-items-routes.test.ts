import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFieldError } from '../testing/assert-field-error';
import { buildTestApp } from '../testing/build-app';
import {
  createClassroom,
  createSchool,
  createStudent,
  figures,
  joinStaff,
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

test("copying fee items gives the class another class's items and re-prices its students", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom: from } = await ownerWithStudent(ctx, 40_000);
  const to = await createClassroom(owner, school._id, 45_000, 'Primary 2');
  const student = await createStudent(owner, school._id, to._id, 0, 'Obi Ada');
  const items = [
    { name: 'Books', amount: 12_500, optional: false },
    { name: 'School bus', amount: 30_000, optional: true },
  ];
  const fromUrl = `/api/classrooms/${from._id}/fee-items`;
  const toUrl = `/api/classrooms/${to._id}/fee-items`;
  const source = (await owner.client.put(fromUrl, { items, password: owner.password })).json();
  await owner.client.put(toUrl, {
    items: [{ name: 'Uniform', amount: 5_000, optional: false }],
    password: owner.password,
  });

  const wrong = await owner.client.post(`${toUrl}/copy`, {
    from: from._id,
    password: 'not-the-password',
  });
  assert.equal(wrong.statusCode, 403);
  const copied = await owner.client.post(`${toUrl}/copy`, {
    from: from._id,
    password: owner.password,
  });
  assert.equal(copied.statusCode, 200, copied.body);
  const shape = ({ name, amount, optional }: (typeof items)[number]) => ({
    name,
    amount,
    optional,
  });
  assert.deepEqual(copied.json().map(shape), items);
  assert.deepEqual((await owner.client.get(toUrl)).json(), copied.json());
  assert.deepEqual((await owner.client.get(fromUrl)).json(), source);

  const now = await figures(owner, school._id, to._id, student._id);
  assert.equal(now.student.totalFeesExpected, 57_500);
  assert.equal(now.classroom.totalFeesExpected, 57_500);

  const [latest] = (await owner.client.get(`/api/schools/${school._id}/audit`)).json();
  assert.equal(latest.action, 'fee-items.saved');
  assert.equal(latest.subject, 'Primary 2: 2 items, copied from Primary1');
});

test('copying fee items refuses its own class, another school, no items, a bursar and a stranger', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom: empty } = await ownerWithStudent(ctx, 40_000);
  const to = await createClassroom(owner, school._id, 45_000, 'Primary 2');
  const toUrl = `/api/classrooms/${to._id}/fee-items`;
  const kept = [{ name: 'Uniform', amount: 5_000, optional: false }];
  await owner.client.put(toUrl, { items: kept, password: owner.password });
  const otherSchool = await createSchool(owner, 'Crestfield College');
  const elsewhere = await createClassroom(owner, otherSchool._id, 40_000, 'Primary 3');
  await owner.client.put(`/api/classrooms/${elsewhere._id}/fee-items`, {
    items: kept,
    password: owner.password,
  });
  const copy = (from: unknown, who = owner) =>
    who.client.post(`${toUrl}/copy`, { from, password: who.password });

  assertFieldError(await copy(to._id), 'from', 'Choose another class to copy from', 'itself');
  for (const [from, label] of [
    [elsewhere._id, "another school's class"],
    ['000000000000000000000000', 'no such class'],
  ]) {
    assertFieldError(await copy(from), 'from', 'Choose a class of this school', label);
  }
  assertFieldError(await copy(empty._id), 'from', 'Primary1 has no fee items to copy', 'none');
  assertFieldError(await copy('not-an-id'), 'from', /./, 'a malformed id');
  assertFieldError(await copy(undefined), 'from', /required/, 'no class');

  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  assert.equal((await copy(empty._id, bursar)).statusCode, 403);
  const stranger = await signUpOwner(ctx);
  assert.equal((await copy(elsewhere._id, stranger)).statusCode, 404);
  assert.deepEqual(
    (await owner.client.get(toUrl)).json().map(({ name }: { name: string }) => name),
    ['Uniform'],
  );
});
