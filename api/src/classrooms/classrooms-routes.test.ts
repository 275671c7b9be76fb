import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classrooms, students } from '../db/schema/schools';
import { buildTestApp } from '../testing/build-app';
import { assertFieldError } from '../testing/assert-field-error';
import {
  createClassroom,
  createStudent,
  figures,
  initializePayment,
  ownerWithSchool,
  ownerWithStudent,
} from '../testing/fixtures';

test('classroom create/list/edit/delete with the school name; delete takes its students along', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithSchool(ctx);
  const created = await owner.client.post('/api/classrooms', {
    name: 'Jss1',
    classTeacher: 'Mr Okonkwo',
    classFees: 45_000.5,
    schoolId: school._id,
    password: owner.password,
  });
  assert.equal(created.statusCode, 201);
  const classroom = created.json();
  assert.equal(classroom.schoolName, 'Sunrise Academy');
  assert.equal(classroom.classFees, 45_000.5);
  assert.equal(classroom.noOfStudents, 0);
  assert.equal(classroom.totalFeesExpected, 0);
  assert.equal(classroom.totalFees, 0);

  const list = await owner.client.get(`/api/classrooms?schoolId=${school._id}&q=jss`);
  assert.equal(list.headers['x-total-count'], '1');
  assert.deepEqual(list.json(), [classroom]);

  await createStudent(owner, school._id, classroom._id, 10);
  const wrong = await owner.client.put(`/api/classrooms/${classroom._id}`, {
    name: 'Jss1 Gold',
    classTeacher: 'Mr Okonkwo',
    classFees: 50_000,
    password: 'wrong',
  });
  assert.equal(wrong.statusCode, 403);
  assert.deepEqual(wrong.json(), { message: 'Incorrect password' });
  assert.equal(
    (await owner.client.get(`/api/classrooms?_id=${classroom._id}`)).json()[0].name,
    'Jss1',
  );

  const renamed = await owner.client.put(`/api/classrooms/${classroom._id}`, {
    name: 'Jss1 Gold',
    classTeacher: 'Mr Okonkwo',
    classFees: 50_000,
    password: owner.password,
  });
  assert.equal(renamed.statusCode, 200);
  assert.equal(renamed.json().totalFeesExpected, 45_000);
  const [student] = (await owner.client.get(`/api/students?classroom=${classroom._id}`)).json();
  assert.equal(student.classroom, 'Jss1 Gold', "the student shows the classroom's new name");

  assert.equal(
    (await owner.client.delete(`/api/classrooms/${classroom._id}`, { password: 'wrong' }))
      .statusCode,
    403,
  );
  const del = await owner.client.delete(`/api/classrooms/${classroom._id}`, {
    password: owner.password,
  });
  assert.equal(del.statusCode, 200);
  assert.equal((await ctx.database.db.select().from(classrooms)).length, 0);
  assert.equal((await ctx.database.db.select().from(students)).length, 0);
  const [schoolNow] = (await owner.client.get('/api/schools')).json();
  assert.equal(schoolNow.noOfClassrooms, 0);
  assert.equal(schoolNow.noOfStudents, 0);
  assert.equal(schoolNow.totalFeesExpected, 0);
});

test('a classroom with payments is not deleted: 409, nothing changes, even after the payer moved out', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const init = await initializePayment(owner, school._id, student._id, 10_000);
  const deleteClassroom = (id: string) =>
    owner.client.delete(`/api/classrooms/${id}`, { password: owner.password });

  const running = await deleteClassroom(classroom._id);
  assert.equal(running.statusCode, 409);
  assert.deepEqual(running.json(), {
    message: 'A payment in this classroom is in progress, so the classroom cannot be deleted yet.',
  });

  ctx.provider.set(init.reference, { amount: init.amountKobo });
  const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
  assert.equal(verify.statusCode, 200, verify.body);
  const hasPayments = { message: 'This classroom has payments and cannot be deleted.' };
  const before = await figures(owner, school._id, classroom._id, student._id);
  const refused = await deleteClassroom(classroom._id);
  assert.equal(refused.statusCode, 409);
  assert.deepEqual(refused.json(), hasPayments);
  assert.deepEqual(await figures(owner, school._id, classroom._id, student._id), before);

  // The payer moves to a new classroom: the payment's classroom still holds it, and so does the new
  // one, where the paying student now is.
  const other = await createClassroom(owner, school._id, 25_000, 'Primary2');
  const move = await owner.client.put(`/api/students/${student._id}`, {
    fullname: student.fullname,
    age: student.age,
    sex: student.sex,
    phoneNo: student.phoneNo,
    discount: student.discount,
    classroom: other._id,
    password: owner.password,
  });
  assert.equal(move.statusCode, 200, move.body);
  assert.deepEqual((await deleteClassroom(classroom._id)).json(), hasPayments);
  assert.deepEqual((await deleteClassroom(other._id)).json(), hasPayments);
  assert.equal((await owner.client.get('/api/payments')).json().length, 1);
  assert.equal((await owner.client.get(`/api/classrooms?schoolId=${school._id}`)).json().length, 2);
});

test('bad input on classroom routes: 4xx naming the field, never 5xx, nothing written', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithSchool(ctx);
  const existing = await createClassroom(owner, school._id);
  const update = {
    name: 'Primary2',
    classTeacher: 'Mrs Adeyemi',
    classFees: 30_000,
    password: owner.password,
  };
  const create = { ...update, schoolId: school._id };
  const cases: Array<['POST' | 'PUT', string, Record<string, unknown>, string, RegExp]> = [
    ['POST', '/api/classrooms', { ...create, classFees: '30000' }, 'classFees', /must be a number/],
    ['POST', '/api/classrooms', { ...create, classFees: 999 }, 'classFees', /Minimum of 1000/],
    ['POST', '/api/classrooms', { ...create, classFees: 1e300 }, 'classFees', /Maximum/],
    ['POST', '/api/classrooms', { ...create, name: 'KG' }, 'name', /Minimum of 3/],
    ['POST', '/api/classrooms', { ...create, classTeacher: null }, 'classTeacher', /./],
    ['POST', '/api/classrooms', { ...create, totalFees: 5 }, 'totalFees', /Unknown field/],
    ['POST', '/api/classrooms', { ...create, noOfStudents: 5 }, 'noOfStudents', /Unknown field/],
    ['POST', '/api/classrooms', { ...create, schoolName: 'X' }, 'schoolName', /Unknown field/],
    [
      'PUT',
      `/api/classrooms/${existing._id}`,
      { ...update, schoolId: school._id },
      'schoolId',
      /Unknown field/,
    ],
    [
      'PUT',
      `/api/classrooms/${existing._id}`,
      { ...update, totalFeesExpected: 1 },
      'totalFeesExpected',
      /Unknown field/,
    ],
    [
      'PUT',
      `/api/classrooms/${existing._id}`,
      { ...update, classFees: true },
      'classFees',
      /must be a number/,
    ],
  ];
  for (const [method, url, body, field, message] of cases) {
    const response = await owner.client.request(method, url, body);
    assertFieldError(response, field, message, `${method} ${field}`);
  }
  for (const [method, url] of [
    ['POST', '/api/classrooms'],
    ['PUT', `/api/classrooms/${existing._id}`],
    ['DELETE', `/api/classrooms/${existing._id}`],
  ] as const) {
    assert.equal((await owner.client.request(method, url, '{"name":')).statusCode, 400);
    assert.equal(
      (await owner.client.request(method, url, { x: 'y'.repeat(90_000) })).statusCode,
      413,
    );
  }
  const missingSchool = await owner.client.post('/api/classrooms', { ...create, schoolId: 'nope' });
  assert.equal(missingSchool.statusCode, 404);
  const rows = await ctx.database.db.select().from(classrooms);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.name, existing.name);
});
