import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstTerm } from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import { terms } from '../db/schema/schools';
import { assertFieldError } from '../testing/assert-field-error';
import { buildTestApp } from '../testing/build-app';
import { createStudent, ownerWithStudent, transferBody } from '../testing/fixtures';

test('a new school is in its first term; students and payments carry their term figures', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 40_000);
  const opened = await ctx.database.db.select().from(terms).where(eq(terms.schoolId, school._id));
  assert.deepEqual(
    opened.map((term) => [term.session, term.name, term.status]),
    [[firstTerm().session, 'First term', 'current']],
  );
  const [term] = opened;
  assert.ok(term);

  assert.equal(student.broughtForward, 0);
  assert.equal(student.totalFeesExpected, 40_000);
  assert.equal(student.balance, 40_000);
  assert.deepEqual(student.optionalItems, []);
  assert.equal(student.enrolment, 'enrolled');

  const paid = await owner.client.post('/api/payments/record', {
    ...transferBody(school._id, student._id),
    password: owner.password,
  });
  assert.equal(paid.statusCode, 201, paid.body);
  assert.equal(paid.json().termId, term.id);
  const [after] = (await owner.client.get(`/api/students?_id=${student._id}`)).json();
  assert.equal(after.totalPaidFees, 15_000);
  assert.equal(after.balance, 25_000);

  const inTerm = await owner.client.get(`/api/payments?term=${term.id}`);
  assert.deepEqual(
    inTerm.json().map((payment: { _id: string }) => payment._id),
    [paid.json()._id],
  );
  const otherTerm = await owner.client.get(`/api/payments?term=${student._id}`);
  assert.deepEqual(otherTerm.json(), []);

  const enrolled = await owner.client.get(
    `/api/students?schoolId=${school._id}&enrolment=enrolled`,
  );
  assert.equal(enrolled.json().length, 1);
  const left = await owner.client.get(`/api/students?schoolId=${school._id}&enrolment=left`);
  assert.deepEqual(left.json(), []);
  const unknown = await owner.client.get(`/api/students?enrolment=gone`);
  assertFieldError(
    unknown,
    'enrolment',
    /enrolment must be enrolled or left/,
    'an unknown enrolment',
  );

  await createStudent(owner, school._id, classroom._id, 0, 'Bello Tunde');
  const [before] = (await owner.client.get(`/api/schools?_id=${school._id}`)).json();
  const refused = await owner.client.post('/api/students', {
    fullname: 'Eze Obi',
    age: 8,
    sex: 'Male',
    phoneNo: '08031234567',
    classroom: classroom._id,
    schoolId: school._id,
    optionalItems: [term.id],
    password: owner.password,
  });
  assertFieldError(refused, 'optionalItems', /optional fee items/, 'an item the class lacks');
  const [unchanged] = (await owner.client.get(`/api/schools?_id=${school._id}`)).json();
  assert.deepEqual(unchanged, before);
});

test('an imported row takes the optional items it names, and only optional ones of its class', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom } = await ownerWithStudent(ctx, 20_000);
  const saved = await owner.client.put(`/api/classrooms/${classroom._id}/fee-items`, {
    items: [
      { name: 'Books', amount: 1_000, optional: false },
      { name: 'Lunch', amount: 3_000, optional: true },
    ],
    password: owner.password,
  });
  const [books, lunch] = saved.json();
  const row = (fullname: string, optionalItems: string[]) => ({
    fullname,
    age: 8,
    sex: 'Female',
    phoneNo: '08031234567',
    discount: 0,
    classroom: classroom._id,
    optionalItems,
  });
  const file = (rows: unknown[]) =>
    owner.client.post('/api/students/import', {
      schoolId: school._id,
      students: rows,
      password: owner.password,
    });
  const refused = await file([row('Ada Obi', [lunch._id]), row('Eze Obi', [school._id])]);
  assertFieldError(refused, 'students[1].optionalItems', /optional fee items/, 'a foreign item');
  const required = await file([row('Ada Obi', [books._id]), row('Eze Obi', [lunch._id])]);
  assertFieldError(required, 'students[0].optionalItems', /optional fee items/, 'a required item');
  assert.equal((await owner.client.get(`/api/students?schoolId=${school._id}`)).json().length, 1);

  const imported = await file([row('Ada Obi', [lunch._id, lunch._id]), row('Eze Obi', [])]);
  assert.equal(imported.statusCode, 201, imported.body);
  const listed = (await owner.client.get(`/api/students?schoolId=${school._id}&q=Obi`)).json();
  assert.deepEqual(
    listed.map((one: { optionalItems: string[]; totalFeesExpected: number }) => [
      one.optionalItems,
      one.totalFeesExpected,
    ]),
    [
      [[lunch._id], 24_000],
      [[], 21_000],
    ],
  );
  const [room] = (await owner.client.get(`/api/classrooms?_id=${classroom._id}`)).json();
  assert.equal(room.totalFeesExpected, 66_000);
});
