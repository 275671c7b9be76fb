import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../testing/build-app';
import { createClassroom, joinStaff, ownerWithStudent } from '../testing/fixtures';

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
