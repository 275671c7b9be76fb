import assert from 'node:assert/strict';
import { test } from 'node:test';
import { students } from '../db/schema/schools';
import { buildTestApp } from '../testing/build-app';
import { assertFieldError } from '../testing/assert-field-error';
import {
  createClassroom,
  createSchool,
  createStudent,
  ownerWithSchool,
  ownerWithStudent,
  signUpOwner,
} from '../testing/fixtures';

test('student create/list/edit/delete: discount applies to the class fee, figures recount', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithSchool(ctx);
  const classroom = await createClassroom(owner, school._id, 33_333);
  const body = {
    fullname: 'Okafor Chidi',
    age: 9,
    sex: 'Male',
    phoneNo: '08031234567',
    discount: 12.5,
    classroom: classroom._id,
    schoolId: school._id,
    password: owner.password,
  };
  const created = await owner.client.post('/api/students', body);
  assert.equal(created.statusCode, 201, created.body);
  const student = created.json();
  assert.equal(student.classroom, classroom.name);
  assert.equal(student.classroomId, classroom._id);
  assert.equal(student.totalFeesExpected, 29_166.38);
  assert.equal(student.totalPaidFees, 0);
  assert.equal(student.discount, 12.5);

  // No discount given: 0.
  const noDiscount: Record<string, unknown> = { ...body };
  delete noDiscount.discount;
  const plain = await owner.client.post('/api/students', { ...noDiscount, fullname: 'Okafor Ada' });
  assert.equal(plain.json().discount, 0);
  assert.equal(plain.json().totalFeesExpected, 33_333);

  const search = await owner.client.get(`/api/students?schoolId=${school._id}&q=chidi`);
  assert.deepEqual(search.json(), [student]);
  assert.equal((await owner.client.get('/api/students?limit=1')).headers['x-total-count'], '2');

  const update: Record<string, unknown> = { ...body };
  delete update.schoolId;
  const wrong = await owner.client.put(`/api/students/${student._id}`, {
    ...update,
    age: 10,
    password: 'nope',
  });
  assert.equal(wrong.statusCode, 403);
  assert.deepEqual(wrong.json(), { message: 'Incorrect password' });
  const edited = await owner.client.put(`/api/students/${student._id}`, {
    ...update,
    age: 10,
    discount: 100,
  });
  assert.equal(edited.statusCode, 200);
  assert.equal(edited.json().age, 10);
  assert.equal(edited.json().totalFeesExpected, 0);

  const [schoolNow] = (await owner.client.get('/api/schools')).json();
  assert.equal(schoolNow.noOfStudents, 2);
  assert.equal(schoolNow.totalFeesExpected, 33_333);

  assert.equal(
    (await owner.client.delete(`/api/students/${student._id}`, { password: 'x' })).statusCode,
    403,
  );
  assert.equal(
    (await owner.client.delete(`/api/students/${student._id}`, { password: owner.password }))
      .statusCode,
    200,
  );
  const [after] = (await owner.client.get('/api/schools')).json();
  assert.equal(after.noOfStudents, 1);
  const [classNow] = (await owner.client.get('/api/classrooms')).json();
  assert.equal(classNow.noOfStudents, 1);
});

test('a student only joins a classroom of the same school', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const one = await createSchool(owner, 'School Number One');
  const two = await createSchool(owner, 'School Number Two');
  const classOne = await createClassroom(owner, one._id);
  const classTwo = await createClassroom(owner, two._id);
  const response = await owner.client.post('/api/students', {
    fullname: 'Okafor Chidi',
    age: 9,
    sex: 'Male',
    phoneNo: '08031234567',
    classroom: classTwo._id,
    schoolId: one._id,
    password: owner.password,
  });
  assert.equal(response.statusCode, 404);
  assert.equal(response.json().fields.classroom, 'Classroom not found in this school');
  const student = await createStudent(owner, one._id, classOne._id);
  const move = await owner.client.put(`/api/students/${student._id}`, {
    fullname: 'Okafor Ada',
    age: 7,
    sex: 'Female',
    phoneNo: '08031234567',
    classroom: classTwo._id,
    password: owner.password,
  });
  assert.equal(move.statusCode, 404);
  assert.equal((await ctx.database.db.select().from(students)).length, 1);
});

test('bad input on student routes: 4xx naming the field, never 5xx, nothing written', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student: existing } = await ownerWithStudent(ctx);
  const update = {
    fullname: 'Okafor Chidi',
    age: 9,
    sex: 'Male',
    phoneNo: '08031234567',
    discount: 0,
    classroom: classroom._id,
    password: owner.password,
  };
  const create = { ...update, schoolId: school._id };
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ ...create, age: '9' }, 'age', /must be a number/],
    [{ ...create, age: 2.5 }, 'age', /whole number/],
    [{ ...create, age: 0 }, 'age', /Minimum of 1/],
    [{ ...create, sex: 'M' }, 'sex', /Sex must be Male or Female/],
    [{ ...create, discount: 101 }, 'discount', /between 0 and 100/],
    [{ ...create, discount: -5 }, 'discount', /between 0 and 100/],
    [{ ...create, phoneNo: '0803' }, 'phoneNo', /11 characters/],
    [{ ...create, fullname: 'x'.repeat(202) }, 'fullname', /must not exceed/],
    [{ ...create, totalPaidFees: 1e6 }, 'totalPaidFees', /Unknown field/],
    [{ ...create, totalFeesExpected: 0 }, 'totalFeesExpected', /Unknown field/],
    [{ ...create, classroomId: 'x' }, 'classroomId', /Unknown field/],
    [{ ...create, _id: 'mine' }, '_id', /Unknown field/],
  ];
  for (const [body, field, message] of cases) {
    assertFieldError(await owner.client.post('/api/students', body), field, message, field);
    const put = await owner.client.put(`/api/students/${existing._id}`, {
      ...body,
      schoolId: undefined,
    });
    assert.equal(put.statusCode, 400, `PUT ${field}`);
  }
  const move = await owner.client.put(`/api/students/${existing._id}`, {
    ...update,
    schoolId: school._id,
  });
  assert.equal(move.json().fields.schoolId, 'Unknown field: schoolId');
  assert.equal((await owner.client.request('POST', '/api/students', '{')).statusCode, 400);
  assert.equal(
    (await owner.client.request('DELETE', `/api/students/${existing._id}`, '{"password": 1}'))
      .statusCode,
    400,
  );
  assert.equal(
    (await owner.client.post('/api/students', { ...create, fullname: 'y'.repeat(70_000) }))
      .statusCode,
    413,
  );
  const rows = await ctx.database.db.select().from(students);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.fullname, existing.fullname);
});
