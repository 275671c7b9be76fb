import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classrooms, payments, schools, students } from '../db/schema/schools';
import { buildTestApp } from '../testing/build-app';
import {
  createClassroom,
  createSchool,
  createStudent,
  figures,
  initializePayment,
  ownerWithSchool,
  ownerWithStudent,
  signUpOwner,
} from '../testing/fixtures';

const body = (password: string) => ({
  name: 'Sunrise Academy',
  address: '12 Allen Avenue, Ikeja',
  level: 'Tetiary',
  password,
});

test('create, list, edit: records carry the fields of docs/api.md, counters start at 0', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const created = await owner.client.post('/api/schools', body(owner.password));
  assert.equal(created.statusCode, 201);
  const school = created.json();
  assert.deepEqual(
    { ...school, _id: undefined, createdAt: undefined, updatedAt: undefined },
    {
      _id: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      name: 'Sunrise Academy',
      address: '12 Allen Avenue, Ikeja',
      level: 'Tetiary',
      ownerId: owner.user._id,
      noOfStudents: 0,
      noOfClassrooms: 0,
      totalFees: 0,
      totalFeesExpected: 0,
      siblingDiscount: { second: 0, later: 0, order: 'age' },
      role: 'owner',
    },
  );
  assert.ok(!Number.isNaN(Date.parse(school.createdAt)));

  const list = await owner.client.get('/api/schools');
  assert.equal(list.statusCode, 200);
  assert.equal(list.headers['x-total-count'], '1');
  assert.deepEqual(list.json(), [school]);

  const byId = await owner.client.get(`/api/schools?_id=${school._id}`);
  assert.deepEqual(byId.json(), [school]);

  const edited = await owner.client.put(`/api/schools/${school._id}`, {
    ...body(owner.password),
    name: 'Sunset Academy',
  });
  assert.equal(edited.statusCode, 200);
  assert.equal(edited.json().name, 'Sunset Academy');
  assert.equal(edited.json().noOfClassrooms, 0);
});

test('wrong admin password on create, edit and delete: 403 "Incorrect password", nothing written', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const create = await owner.client.post('/api/schools', body('not-my-password'));
  assert.equal(create.statusCode, 403);
  assert.deepEqual(create.json(), { message: 'Incorrect password' });
  assert.equal((await ctx.database.db.select().from(schools)).length, 0);

  const school = await createSchool(owner);
  const edit = await owner.client.put(`/api/schools/${school._id}`, {
    ...body('nope'),
    name: 'Renamed School',
  });
  assert.equal(edit.statusCode, 403);
  assert.deepEqual(edit.json(), { message: 'Incorrect password' });
  const del = await owner.client.delete(`/api/schools/${school._id}`, { password: 'nope' });
  assert.equal(del.statusCode, 403);
  assert.deepEqual((await owner.client.get('/api/schools')).json(), [school]);
});

test('derived figures follow every write, and deleting a school removes everything under it', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithSchool(ctx);
  const kg = await createClassroom(owner, school._id, 20_000, 'KG1 Blue');
  const p1 = await createClassroom(owner, school._id, 30_000, 'Primary1');
  await createStudent(owner, school._id, kg._id, 0, 'Obi Ada');
  await createStudent(owner, school._id, kg._id, 25, 'Obi Chuka');
  const moved = await createStudent(owner, school._id, p1._id, 10, 'Eze Ngozi');

  const schoolNow = async () =>
    (await owner.client.get(`/api/schools?_id=${school._id}`)).json()[0];
  let current = await schoolNow();
  assert.equal(current.noOfClassrooms, 2);
  assert.equal(current.noOfStudents, 3);
  assert.equal(current.totalFeesExpected, 20_000 + 15_000 + 27_000);

  const [kgNow] = (await owner.client.get(`/api/classrooms?_id=${kg._id}`)).json();
  assert.equal(kgNow.noOfStudents, 2);
  assert.equal(kgNow.totalFeesExpected, 35_000);

  // Move a student: both classrooms recount.
  const move = await owner.client.put(`/api/students/${moved._id}`, {
    fullname: 'Eze Ngozi',
    age: 8,
    sex: 'Female',
    phoneNo: '08031234567',
    discount: 50,
    classroom: kg._id,
    password: owner.password,
  });
  assert.equal(move.statusCode, 200, move.body);
  assert.equal(move.json().classroom, 'KG1 Blue');
  assert.equal(move.json().totalFeesExpected, 10_000);
  const [p1Now] = (await owner.client.get(`/api/classrooms?_id=${p1._id}`)).json();
  assert.equal(p1Now.noOfStudents, 0);
  assert.equal(p1Now.totalFeesExpected, 0);
  current = await schoolNow();
  assert.equal(current.totalFeesExpected, 20_000 + 15_000 + 10_000);

  // A new class fee re-prices its students.
  const fee = await owner.client.put(`/api/classrooms/${kg._id}`, {
    name: 'KG1 Blue',
    classTeacher: 'Mrs Adeyemi',
    classFees: 40_000,
    password: owner.password,
  });
  assert.equal(fee.statusCode, 200);
  assert.equal(fee.json().totalFeesExpected, 40_000 + 30_000 + 20_000);
  current = await schoolNow();
  assert.equal(current.totalFeesExpected, 90_000);

  // Delete the school: classrooms, students and an expired pending payment go in one transaction.
  await initializePayment(owner, school._id, moved._id);
  const { db } = ctx.database;
  await db.update(payments).set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) });
  const del = await owner.client.delete(`/api/schools/${school._id}`, { password: owner.password });
  assert.equal(del.statusCode, 200);
  assert.equal((await db.select().from(schools)).length, 0);
  assert.equal((await db.select().from(classrooms)).length, 0);
  assert.equal((await db.select().from(students)).length, 0);
  assert.equal((await db.select().from(payments)).length, 0);
  assert.equal((await owner.client.get(`/api/schools/${school._id}`)).statusCode, 404);
  const again = await owner.client.delete(`/api/schools/${school._id}`, {
    password: owner.password,
  });
  assert.equal(again.statusCode, 404);
});

test('a school with a recorded or a running payment is not deleted: 409, nothing changes', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const init = await initializePayment(owner, school._id, student._id, 10_000);
  const deleteSchool = () =>
    owner.client.delete(`/api/schools/${school._id}`, { password: owner.password });

  const running = await deleteSchool();
  assert.equal(running.statusCode, 409);
  assert.deepEqual(running.json(), {
    message: 'A payment in this school is in progress, so the school cannot be deleted yet.',
  });

  ctx.provider.set(init.reference, { amount: init.amountKobo });
  const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
  assert.equal(verify.statusCode, 200, verify.body);
  const before = await figures(owner, school._id, classroom._id, student._id);
  const refused = await deleteSchool();
  assert.equal(refused.statusCode, 409);
  assert.deepEqual(refused.json(), { message: 'This school has payments and cannot be deleted.' });
  assert.deepEqual(await figures(owner, school._id, classroom._id, student._id), before);
  assert.equal((await owner.client.get('/api/payments')).json().length, 1);
});

test('lists page on the server: limit, offset, q and X-Total-Count', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  for (const name of [
    'Alpha School',
    'Bravo School',
    'Charlie School',
    'Delta Academy',
    '50%_off School',
  ]) {
    await createSchool(owner, name);
  }
  const page = await owner.client.get('/api/schools?limit=2&offset=1');
  assert.equal(page.headers['x-total-count'], '5');
  assert.deepEqual(
    page.json().map((s: { name: string }) => s.name),
    ['Bravo School', 'Charlie School'],
  );
  // The last page, part full, and pages past the end still count every match.
  for (const [query, rows] of [
    ['limit=2&offset=4', 1],
    ['limit=5&offset=0', 5],
    ['limit=2&offset=5', 0],
    ['limit=2&offset=9', 0],
  ] as const) {
    const answer = await owner.client.get(`/api/schools?${query}`);
    assert.equal(answer.headers['x-total-count'], '5', query);
    assert.equal(answer.json().length, rows, query);
  }
  const search = await owner.client.get('/api/schools?q=ACADEMY');
  assert.equal(search.headers['x-total-count'], '1');
  assert.equal(search.json()[0].name, 'Delta Academy');
  const literal = await owner.client.get(`/api/schools?q=${encodeURIComponent('%_')}`);
  assert.equal(literal.headers['x-total-count'], '1', 'wildcards are literal');

  for (const query of [
    'limit=0',
    'limit=1001',
    'limit=abc',
    'offset=-1',
    'q=' + 'x'.repeat(101),
    'sort=name',
    'limit=1.5',
  ]) {
    const bad = await owner.client.get(`/api/schools?${query}`);
    assert.equal(bad.statusCode, 400, query);
    assert.ok(bad.json().fields, query);
  }
});

test('bad input on school routes: 4xx naming the field, never 5xx, nothing written', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithSchool(ctx);
  const valid = body(owner.password);
  const targets: Array<['POST' | 'PUT' | 'DELETE', string, Record<string, unknown>]> = [
    ['POST', '/api/schools', valid],
    ['PUT', `/api/schools/${school._id}`, valid],
    ['DELETE', `/api/schools/${school._id}`, { password: owner.password }],
  ];
  for (const [method, url, good] of targets) {
    const label = `${method} ${url}`;
    assert.equal((await owner.client.request(method, url, '{oops')).statusCode, 400, label);
    assert.equal((await owner.client.request(method, url, '"text"')).statusCode, 400, label);
    const wrongType = await owner.client.request(method, url, { ...good, password: ['x'] });
    assert.equal(wrongType.statusCode, 400, label);
    assert.equal(wrongType.json().fields.password, 'password must be text', label);
    for (const field of ['_id', 'ownerId', 'noOfStudents', 'totalFees', 'createdAt']) {
      const owned = await owner.client.request(method, url, { ...good, [field]: 1 });
      assert.equal(owned.statusCode, 400, `${label} ${field}`);
      assert.equal(owned.json().fields[field], `Unknown field: ${field}`);
    }
    const huge = await owner.client.request(method, url, { ...good, name: 'x'.repeat(100_000) });
    assert.equal(huge.statusCode, 413, label);
    const noJson = await owner.client.request(method, url, 'name=x', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(noJson.statusCode, 415, label);
  }
  const level = await owner.client.post('/api/schools', { ...valid, level: 'Elementary' });
  assert.equal(level.statusCode, 400);
  assert.equal(
    level.json().fields.level,
    'Level must be one of Primary, Secondary, Tetiary, Other',
  );
  const short = await owner.client.post('/api/schools', { ...valid, name: 'Abc' });
  assert.equal(short.json().fields.name, 'Minimum of 5 characters');
  const badId = await owner.client.put(`/api/schools/${'x'.repeat(65)}`, valid);
  assert.equal(badId.statusCode, 404);
  const unknownId = await owner.client.put('/api/schools/does-not-exist', valid);
  assert.equal(unknownId.statusCode, 404);
  assert.deepEqual((await owner.client.get('/api/schools')).json(), [school]);
});
