import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FAMILY_REFUSALS, LIMITS } from '@fees/shared-data/core';
import { assertFieldError } from '../testing/assert-field-error';
import { buildTestApp } from '../testing/build-app';
import {
  createClassroom,
  createStudent,
  joinStaff,
  ownerWithStudent,
  signUpOwner,
  createSchool,
} from '../testing/fixtures';

const details = { name: 'Mrs Ngozi Okafor', phoneNo: '08122223333', parentEmail: '' };

test("a family is its school's: members read it, recorders edit it, strangers find nothing", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const sibling = await owner.client.post('/api/students', {
    fullname: 'Okafor Chidi',
    age: 5,
    sex: 'Male',
    phoneNo: '09000000000',
    discount: 0,
    classroom: classroom._id,
    schoolId: school._id,
    siblingOf: student._id,
    password: owner.password,
  });
  assert.equal(sibling.statusCode, 201, sibling.body);
  const familyId: string = sibling.json().familyId;
  assert.equal(sibling.json().phoneNo, '08031234567');

  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const read = await viewer.client.get(`/api/families/${familyId}`);
  assert.equal(read.statusCode, 200, read.body);
  assert.equal(read.json().children, 2);
  const listed = await viewer.client.get(`/api/schools/${school._id}/families?q=okafor`);
  assert.equal(listed.headers['x-total-count'], '1');
  const put = (who: typeof owner, body: object) =>
    who.client.put(`/api/families/${familyId}`, body);
  assert.equal((await put(viewer, { ...details, password: viewer.password })).statusCode, 403);
  assert.equal((await put(bursar, { ...details, password: 'wrong-password' })).statusCode, 403);
  const edited = await put(bursar, { ...details, password: bursar.password });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal(edited.json().name, 'Mrs Ngozi Okafor');
  const audit = await owner.client.get(`/api/schools/${school._id}/audit?action=family.updated`);
  assert.deepEqual(
    audit.json().map((line: { subject: string }) => line.subject),
    ['Mrs Ngozi Okafor'],
  );

  const stranger = await signUpOwner(ctx);
  await createSchool(stranger, 'Elsewhere Academy');
  assert.equal((await stranger.client.get(`/api/families/${familyId}`)).statusCode, 404);
  assert.equal((await put(stranger, { ...details, password: stranger.password })).statusCode, 404);
  assert.equal((await stranger.client.get(`/api/schools/${school._id}/families`)).statusCode, 404);
  const theirs = await stranger.client.get(`/api/students?familyId=${familyId}`);
  assert.deepEqual(theirs.json(), []);

  for (const id of [sibling.json()._id, student._id]) {
    const gone = await owner.client.delete(`/api/students/${id}`, { password: owner.password });
    assert.equal(gone.statusCode, 200, gone.body);
  }
  assert.equal((await owner.client.get(`/api/families/${familyId}`)).statusCode, 404);
});

test('refuses a bad family body, a malformed id and a family past its size', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const body = (siblingOf: string) => ({
    fullname: 'Okafor Chidi',
    age: 5,
    sex: 'Male',
    phoneNo: '08031234567',
    discount: 0,
    classroom: classroom._id,
    schoolId: school._id,
    siblingOf,
    password: owner.password,
  });
  assertFieldError(
    await owner.client.post('/api/students', body('not an id!')),
    'siblingOf',
    /^Invalid id$/,
    'a malformed sibling',
  );
  for (let n = 1; n < LIMITS.familyChildrenMax; n += 1) {
    const added = await owner.client.post('/api/students', body(student._id));
    assert.equal(added.statusCode, 201, added.body);
  }
  const refused = await owner.client.post('/api/students', body(student._id));
  assertFieldError(refused, 'siblingOf', /^A family can have at most 20 children\.$/, 'full');
  assert.equal(refused.json().message, FAMILY_REFUSALS.familyFull);
  const all = await owner.client.get(`/api/students?schoolId=${school._id}`);
  assert.equal(all.json().length, LIMITS.familyChildrenMax);

  const familyId = (await owner.client.get(`/api/students/${student._id}`)).json().familyId;
  const put = (changes: object) =>
    owner.client.put(`/api/families/${familyId}`, {
      ...details,
      password: owner.password,
      ...changes,
    });
  assertFieldError(await put({ name: 'Al' }), 'name', /at least 3/, 'a short name');
  assertFieldError(await put({ phoneNo: '0803' }), 'phoneNo', /11 characters/, 'a short phone');
  assertFieldError(await put({ parentEmail: 'ngozi@' }), 'parentEmail', /invalid/, 'an e-mail');
  assert.equal((await put({ children: 1 })).json().message, 'Unknown field: children');
  const other = await createStudent(owner, school._id, classroom._id, 0, 'Bello Musa');
  assert.equal(other.familyId, '');
});

test("a family's reminder names every child who owes, in any class, in one mail a day", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const primary4 = await createClassroom(owner, school._id, 40_000, 'Primary4');
  const sibling = (fullname: string, classroomId: string, discount: number) =>
    owner.client
      .post('/api/students', {
        fullname,
        age: 9,
        sex: 'Male',
        phoneNo: '08031234567',
        discount,
        classroom: classroomId,
        schoolId: school._id,
        siblingOf: student._id,
        password: owner.password,
      })
      .then((response) => response.json());
  const chidi = await sibling('Okafor Chidi', primary4._id, 0);
  await sibling('Okafor Emeka', classroom._id, 100);
  const familyId: string = chidi.familyId;
  const edited = await owner.client.put(`/api/families/${familyId}`, {
    ...details,
    parentEmail: 'ngozi.okafor@example.com',
    password: owner.password,
  });
  assert.equal(edited.statusCode, 200, edited.body);

  const send = (who: typeof owner) => who.client.post(`/api/families/${familyId}/reminders`, {});
  const first = await send(owner);
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(first.json(), {
    mailed: [{ email: 'ngozi.okafor@example.com', students: ['Okafor Ada', 'Okafor Chidi'] }],
    alreadyReminded: [],
    noEmail: [],
  });
  const mail = await ctx.mailbox.waitFor((message) =>
    message.to.includes('ngozi.okafor@example.com'),
  );
  assert.match(mail.raw, /Okafor Ada[\s\S]*Primary1[\s\S]*Okafor Chidi[\s\S]*Primary4/);
  // One link pays for both: the family's, which opens on their view.
  const links = [...mail.raw.matchAll(/\/pay\/(family\/)?([A-Za-z0-9_-]{32})/g)];
  assert.deepEqual(
    links.map((link) => link[1]),
    ['family/'],
  );
  const view = await ctx.client().get(`/api/pay/family/${links[0]?.[2] ?? ''}`);
  assert.deepEqual(
    view.json().children.map((child: { studentName: string }) => child.studentName),
    ['Okafor Ada', 'Okafor Chidi', 'Okafor Emeka'],
  );
  assert.deepEqual((await send(owner)).json().alreadyReminded, [
    { email: 'ngozi.okafor@example.com', students: ['Okafor Ada', 'Okafor Chidi'] },
  ]);

  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  assert.equal((await send(viewer)).statusCode, 403);
  const stranger = await signUpOwner(ctx);
  assert.equal((await send(stranger)).statusCode, 404);
});
