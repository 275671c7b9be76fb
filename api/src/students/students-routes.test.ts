import assert from 'node:assert/strict';
import { test } from 'node:test';
import { students } from '../db/schema/schools';
import { buildTestApp } from '../testing/build-app';
import { APP_ORIGIN } from '../testing/api-client';
import { assertFieldError } from '../testing/assert-field-error';
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
  assert.equal(student.parentEmail, '');

  // No discount given: 0.
  const noDiscount: Record<string, unknown> = { ...body };
  delete noDiscount.discount;
  const plain = await owner.client.post('/api/students', { ...noDiscount, fullname: 'Okafor Ada' });
  assert.equal(plain.json().discount, 0);
  assert.equal(plain.json().totalFeesExpected, 33_333);

  // A parent's e-mail is optional, trimmed, and checked like a payment's.
  const withParent = { ...body, fullname: 'Okafor Uche', parentEmail: ' uche.parent@example.com ' };
  const parent = await owner.client.post('/api/students', withParent);
  assert.equal(parent.statusCode, 201, parent.body);
  assert.equal(parent.json().parentEmail, 'uche.parent@example.com');
  const badParent = await owner.client.post('/api/students', {
    ...withParent,
    parentEmail: 'uche@',
  });
  assertFieldError(badParent, 'parentEmail', /^Email is invalid$/, 'a malformed parent e-mail');
  await owner.client.delete(`/api/students/${parent.json()._id}`, { password: owner.password });

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

test('student lists filter by several classrooms and sexes at once; bad values answer 400', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithSchool(ctx);
  const one = await createClassroom(owner, school._id, 20_000, 'Primary1');
  const two = await createClassroom(owner, school._id, 30_000, 'Primary2');
  const three = await createClassroom(owner, school._id, 40_000, 'Primary3');
  const add = async (classroom: string, fullname: string, sex: string) => {
    const response = await owner.client.post('/api/students', {
      fullname,
      age: 8,
      sex,
      phoneNo: '08031234567',
      classroom,
      schoolId: school._id,
      password: owner.password,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };
  const ada = await add(one._id, 'Okafor Ada', 'Female');
  const chidi = await add(two._id, 'Okafor Chidi', 'Male');
  await add(three._id, 'Bello Bisi', 'Female');
  const names = async (query: string) => {
    const response = await owner.client.get(`/api/students?${query}`);
    assert.equal(response.statusCode, 200, `${query}: ${response.body}`);
    return response.json().map((student: { fullname: string }) => student.fullname);
  };

  assert.deepEqual(await names(`classroom=${one._id},${two._id}`), ['Okafor Ada', 'Okafor Chidi']);
  assert.deepEqual(await names(`classroom=${one._id}&classroom=${two._id}`), [
    'Okafor Ada',
    'Okafor Chidi',
  ]);
  assert.deepEqual(await names('sex=Female'), ['Okafor Ada', 'Bello Bisi']);
  assert.equal((await names('sex=Male,Female')).length, 3);
  assert.deepEqual(await names(`classroom=${one._id},${two._id}&sex=Male`), ['Okafor Chidi']);
  assert.deepEqual(await names(`_id=${ada._id},${chidi._id}&q=okafor`), [
    'Okafor Ada',
    'Okafor Chidi',
  ]);
  assert.deepEqual(await names(`schoolId=${school._id}&q=BISI`), ['Bello Bisi']);
  assert.equal((await names('classroom=')).length, 3, 'an empty value filters nothing');
  const counted = await owner.client.get(`/api/students?sex=Female&limit=1`);
  assert.equal(counted.headers['x-total-count'], '2');

  const bad: Array<[string, string]> = [
    ['sex=M', 'sex'],
    ['sex=Male,male', 'sex'],
    [`classroom=${one._id},,${two._id}`, 'classroom'],
    ['classroom=not%20an%20id', 'classroom'],
    [`schoolId=${'x'.repeat(65)}`, 'schoolId'],
    [`_id=${Array.from({ length: 201 }, (_, index) => `id${index}`).join(',')}`, '_id'],
    ['studentId=abc', 'studentId'],
  ];
  for (const [query, field] of bad) {
    const response = await owner.client.get(`/api/students?${query}`);
    assert.equal(response.statusCode, 400, query);
    assert.ok(response.json().fields[field], `${query} names ${field}`);
  }
});

test('deleting a student who has payments is refused with 409 and changes nothing', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const init = await initializePayment(owner, school._id, student._id, 10_000);
  ctx.provider.set(init.reference, { amount: init.amountKobo });
  const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
  assert.equal(verify.statusCode, 200, verify.body);
  const before = await figures(owner, school._id, classroom._id, student._id);

  const refused = await owner.client.delete(`/api/students/${student._id}`, {
    password: owner.password,
  });
  assert.equal(refused.statusCode, 409);
  assert.deepEqual(refused.json(), {
    message: 'This student has payments and cannot be deleted.',
  });
  assert.deepEqual(await figures(owner, school._id, classroom._id, student._id), before);
  assert.equal((await owner.client.get('/api/payments')).json().length, 1);

  const other = await createStudent(owner, school._id, classroom._id, 0, 'Bello Bisi');
  const deleted = await owner.client.delete(`/api/students/${other._id}`, {
    password: owner.password,
  });
  assert.equal(deleted.statusCode, 200);
  assert.equal((await owner.client.get(`/api/students?_id=${other._id}`)).json().length, 0);
});

function importRow(classroom: string, index: number, discount = 0) {
  return {
    fullname: `Student Number${index}`,
    age: 6 + (index % 10),
    sex: index % 2 === 0 ? 'Female' : 'Male',
    phoneNo: '08031234567',
    discount,
    classroom,
  };
}

test('import: a good file registers every row in order, with counts and expected totals', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom: one, student: existing } = await ownerWithStudent(ctx, 20_000);
  const two = await createClassroom(owner, school._id, 30_000, 'Primary2');
  const rows = [
    importRow(one._id, 0),
    importRow(two._id, 1, 50),
    { ...importRow(two._id, 2), discount: undefined },
  ];
  const response = await owner.client.post('/api/students/import', {
    schoolId: school._id,
    students: rows,
    password: owner.password,
  });
  assert.equal(response.statusCode, 201, response.body);
  assert.deepEqual(response.json(), { imported: 3 });

  const listed = (await owner.client.get(`/api/students?schoolId=${school._id}`)).json();
  assert.deepEqual(
    listed.map((student: { fullname: string }) => student.fullname),
    [existing.fullname, 'Student Number0', 'Student Number1', 'Student Number2'],
  );
  assert.deepEqual(
    listed
      .slice(1)
      .map((s: { classroom: string; totalFeesExpected: number; discount: number }) => [
        s.classroom,
        s.totalFeesExpected,
        s.discount,
      ]),
    [
      ['Primary1', 20_000, 0],
      ['Primary2', 15_000, 50],
      ['Primary2', 30_000, 0],
    ],
  );
  const [schoolNow] = (await owner.client.get(`/api/schools?_id=${school._id}`)).json();
  assert.equal(schoolNow.noOfStudents, 4);
  assert.equal(schoolNow.totalFeesExpected, 20_000 + 20_000 + 15_000 + 30_000);
  const [twoNow] = (await owner.client.get(`/api/classrooms?_id=${two._id}`)).json();
  assert.equal(twoNow.noOfStudents, 2);
  assert.equal(twoNow.totalFeesExpected, 45_000);
});

test('import: 5,000 rows go in at once, figures right', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithSchool(ctx);
  const one = await createClassroom(owner, school._id, 20_000, 'Primary1');
  const two = await createClassroom(owner, school._id, 30_000, 'Primary2');
  const rows = Array.from({ length: 5000 }, (_, index) =>
    importRow(index % 2 === 0 ? one._id : two._id, index, index % 4 === 1 ? 10 : 0),
  );
  const response = await owner.client.post('/api/students/import', {
    schoolId: school._id,
    students: rows,
    password: owner.password,
  });
  assert.equal(response.statusCode, 201, response.body);
  assert.deepEqual(response.json(), { imported: 5000 });
  const page = await owner.client.get(`/api/students?classroom=${two._id}&limit=1&offset=2499`);
  assert.equal(page.headers['x-total-count'], '2500');
  assert.equal(page.json()[0].fullname, 'Student Number4999');
  const [schoolNow] = (await owner.client.get(`/api/schools?_id=${school._id}`)).json();
  assert.equal(schoolNow.noOfStudents, 5000);
  // One classroom: 2,500 × 20,000. The other: 1,250 × 27,000 (10% off) + 1,250 × 30,000.
  const expectedTwo = 1250 * 27_000 + 1250 * 30_000;
  assert.equal(schoolNow.totalFeesExpected, 2500 * 20_000 + expectedTwo);
  const [twoNow] = (await owner.client.get(`/api/classrooms?_id=${two._id}`)).json();
  assert.equal(twoNow.noOfStudents, 2500);
  assert.equal(twoNow.totalFeesExpected, expectedTwo);
});

test('import: more rows than a file holds are refused before any row is checked', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom } = await ownerWithStudent(ctx);
  const send = (students: unknown, password = owner.password, indent = 0) =>
    owner.client.post(
      '/api/students/import',
      JSON.stringify({ schoolId: school._id, students, password }, null, indent),
    );
  const tooMany = 'A file can hold at most 5000 students';

  // Empty rows each break every rule: a row-by-row check would name them all.
  for (const students of [Array.from({ length: 60_000 }, () => ({})), Array(1_000_000).fill(0)]) {
    const refused = await send(students);
    assert.equal(refused.statusCode, 400, `${students.length} rows`);
    assert.deepEqual(refused.json(), { message: tooMany, fields: { students: tooMany } });
  }

  const longest = {
    fullname: 'é'.repeat(201),
    age: 120,
    sex: 'Female',
    phoneNo: '0'.repeat(16),
    discount: 12.5,
    parentEmail: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`,
    classroom: classroom._id,
  };
  const fullFile = await send(Array(5000).fill(longest), 'not-the-password', 2);
  assert.equal(fullFile.statusCode, 403, 'a full file of the longest rows is read and checked');
  const larger = await send([{ ...longest, fullname: 'x'.repeat(6_000_000) }]);
  assert.equal(larger.statusCode, 413);
  assert.deepEqual(larger.json(), { message: 'Request body is too large' });
});

test('import: while a full file is checked, other requests are answered', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithSchool(ctx);
  // Over a socket, as callers arrive, so the test's own requests wait on I/O as theirs do.
  const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  let answered = false;
  const importing = fetch(`${url}/api/students/import`, {
    method: 'POST',
    headers: {
      origin: APP_ORIGIN,
      cookie: owner.client.cookie!,
      'content-type': 'application/json',
    },
    // Every row breaks every rule, so the answer comes as soon as the last row is checked.
    body: JSON.stringify({
      schoolId: school._id,
      students: Array.from({ length: 5000 }, () => ({})),
      password: owner.password,
    }),
  }).then((response) => {
    answered = true;
    return response;
  });
  let healthy = 0;
  for (let round = 0; round < 1000 && !answered; round += 1) {
    const health = await fetch(`${url}/api/health`);
    if (!answered && health.status === 200) healthy += 1;
  }
  const refused = await importing;
  assert.equal(refused.status, 400);
  const { fields } = (await refused.json()) as { fields: Record<string, string> };
  assert.equal(fields['students[4999].fullname'], 'Full name is required');
  assert.ok(healthy >= 3, `/api/health answered ${healthy} times while the file was checked`);
});

test('import: a bad row, a wrong password or a foreign classroom writes nothing', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom } = await ownerWithStudent(ctx);
  const otherSchool = await createSchool(owner, 'Second School Ltd');
  const foreignRoom = await createClassroom(owner, otherSchool._id);
  const send = (body: Record<string, unknown>) =>
    owner.client.post('/api/students/import', {
      schoolId: school._id,
      students: [importRow(classroom._id, 0), importRow(classroom._id, 1)],
      password: owner.password,
      ...body,
    });

  const badPhone = await send({
    students: [importRow(classroom._id, 0), { ...importRow(classroom._id, 1), phoneNo: '0803' }],
  });
  assert.equal(badPhone.statusCode, 400);
  assert.equal(badPhone.json().fields['students[1].phoneNo'], 'Phone number must be 11 characters');
  const stray = await send({ students: [{ ...importRow(classroom._id, 0), totalPaidFees: 9 }] });
  assert.equal(stray.json().fields['students[0].totalPaidFees'], 'Unknown field: totalPaidFees');
  assertFieldError(await send({ students: [] }), 'students', /no students/, 'empty file');
  assertFieldError(
    await send({ students: Array.from({ length: 5001 }, (_, i) => importRow(classroom._id, i)) }),
    'students',
    /at most 5000/,
    'too many rows',
  );
  assertFieldError(await send({ students: 'all' }), 'students', /must be a list/, 'not a list');

  const wrong = await send({ password: 'not-the-password' });
  assert.equal(wrong.statusCode, 403);
  assert.deepEqual(wrong.json(), { message: 'Incorrect password' });

  const foreign = await send({
    students: [importRow(classroom._id, 0), importRow(foreignRoom._id, 1)],
  });
  assert.equal(foreign.statusCode, 400);
  assert.deepEqual(foreign.json().fields, {
    'students[1].classroom': 'Classroom not found in this school',
  });

  const stranger = await signUpOwner(ctx);
  const theirs = await stranger.client.post('/api/students/import', {
    schoolId: school._id,
    students: [importRow(classroom._id, 0)],
    password: stranger.password,
  });
  assert.equal(theirs.statusCode, 404);

  assert.equal((await ctx.database.db.select().from(students)).length, 1);
  const [schoolNow] = (await owner.client.get(`/api/schools?_id=${school._id}`)).json();
  assert.equal(schoolNow.noOfStudents, 1);
});
