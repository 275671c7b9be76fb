import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../testing/build-app';
import {
  createClassroom,
  createStudent,
  joinStaff,
  ownerWithStudent,
  transferBody,
} from '../testing/fixtures';

test('a bursar records payments and keeps the register, but changes nothing else', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const withPassword = { password: bursar.password };

  const listed = await bursar.client.get(`/api/students?schoolId=${school._id}`);
  assert.equal(listed.statusCode, 200);
  assert.equal(listed.json().length, 1);
  const recorded = await bursar.client.post('/api/payments/record', {
    ...transferBody(school._id, student._id),
    ...withPassword,
  });
  assert.equal(recorded.statusCode, 201, recorded.body);
  const added = await createStudent(bursar, school._id, classroom._id, 0, 'Bello Tunde');
  assert.equal(added.fullname, 'Bello Tunde');

  const refusals = [
    await bursar.client.put(`/api/schools/${school._id}`, {
      name: 'Renamed',
      address: '1 Road',
      level: 'Primary',
      ...withPassword,
    }),
    await bursar.client.request('DELETE', `/api/students/${student._id}`, withPassword),
    await bursar.client.post(`/api/payments/${recorded.json()._id}/void/approve`, withPassword),
    await bursar.client.post('/api/classrooms', {
      name: 'Primary2',
      classTeacher: 'Mr Bello',
      classFees: 20_000,
      schoolId: school._id,
      ...withPassword,
    }),
  ];
  for (const refused of refusals) {
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().message, "Only the school's owner can do this.");
  }
  const [after] = (await owner.client.get(`/api/schools?_id=${school._id}`)).json();
  assert.equal(after.name, school.name);
  assert.equal(after.noOfClassrooms, 1);
  assert.equal(after.noOfStudents, 2);
});

test('a viewer reads the school and is refused every write before the password is asked', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, student } = await ownerWithStudent(ctx);
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');

  assert.equal((await viewer.client.get(`/api/students?_id=${student._id}`)).json().length, 1);
  assert.equal((await viewer.client.get(`/api/schools/${school._id}/terms`)).statusCode, 200);
  const record = await viewer.client.post('/api/payments/record', {
    ...transferBody(school._id, student._id),
    password: 'not-even-their-password',
  });
  assert.equal(record.statusCode, 403);
  assert.equal(record.json().message, "Only the school's owner or bursar can do this.");
  const share = await viewer.client.post(`/api/students/${student._id}/pay-link`);
  assert.equal(share.statusCode, 403);
  const payments = await viewer.client.get(`/api/payments?schoolId=${school._id}`);
  assert.equal(payments.headers['x-total-count'], '0');
});

test("a member of one school reaches nothing of another: the owner's other school reads as not found", async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithStudent(ctx);
  const other = await createClassroom(
    owner,
    (
      await owner.client.post('/api/schools', {
        name: 'Second School',
        address: '3 Lane',
        level: 'Primary',
        password: owner.password,
      })
    ).json()._id,
  );
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');

  const schools = (await bursar.client.get('/api/schools')).json();
  assert.deepEqual(
    schools.map((row: { _id: string }) => row._id),
    [school._id],
  );
  const elsewhere = await bursar.client.post('/api/students', {
    fullname: 'Okafor Ada',
    age: 7,
    sex: 'Female',
    phoneNo: '08031234567',
    parentEmail: '',
    discount: 0,
    classroom: other._id,
    schoolId: other.schoolId,
    password: bursar.password,
  });
  assert.equal(elsewhere.statusCode, 404);
  assert.equal(elsewhere.json().message, 'School not found');
});
