import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../testing/build-app';
import { createStudent, ownerWithStudent, signUpOwner } from '../testing/fixtures';

// An id in a path that cannot be one, a deleted record's and another owner's all answer the same
// 404 with the record's name, never 400 or 500, and change nothing.
const malformed = [
  'not-an-id!',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '..%2F..%2Fetc',
  '%00',
  '%F0%9F%8E%93',
  'x'.repeat(65),
];

test('edits and deletes of a malformed, deleted or foreign id answer 404 "<Record> not found"', async (t) => {
  const ctx = await buildTestApp(t);
  const mine = await ownerWithStudent(ctx);
  const theirs = await ownerWithStudent(ctx);
  const gone = await createStudent(mine.owner, mine.school._id, mine.classroom._id);
  const removed = await mine.owner.client.delete(`/api/students/${gone._id}`, {
    password: mine.owner.password,
  });
  assert.equal(removed.statusCode, 200);

  const password = mine.owner.password;
  const bodies = {
    schools: { name: 'Renamed Academy', address: '1 Marina Road', level: 'Other', password },
    classrooms: { name: 'Renamed', classTeacher: 'Mr Renamed', classFees: 5000, password },
    students: {
      fullname: 'Renamed Pupil',
      age: 9,
      sex: 'Male',
      phoneNo: '08030000000',
      discount: 0,
      classroom: mine.classroom._id,
      password,
    },
  };
  const records = {
    schools: ['School', theirs.school._id],
    classrooms: ['Classroom', theirs.classroom._id],
    students: ['Student', theirs.student._id],
  } as const;

  const theirList = (collection: string, id: string) =>
    theirs.owner.client.get(`/api/${collection}?_id=${id}`).then((answer) => answer.json());
  for (const [collection, [name, foreignId]] of Object.entries(records)) {
    const before = await theirList(collection, foreignId);
    const body = bodies[collection as keyof typeof bodies];
    const ids = [...malformed, foreignId, ...(collection === 'students' ? [gone._id] : [])];
    for (const id of ids) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const sent = method === 'PUT' ? body : { password };
        const answer = await mine.owner.client.request(method, `/api/${collection}/${id}`, sent);
        const label = `${method} /api/${collection}/${id}`;
        assert.equal(answer.statusCode, 404, label);
        assert.equal(answer.json().message, `${name} not found`, label);
      }
    }
    assert.deepEqual(await theirList(collection, foreignId), before, `${collection}: unchanged`);
    assert.equal(before.length, 1);
    const seen = await mine.owner.client.get(`/api/${collection}?_id=${foreignId}`);
    assert.deepEqual([seen.statusCode, seen.json()], [200, []], `${collection}: not listed`);
  }

  const stranger = await signUpOwner(ctx);
  for (const id of [...malformed, theirs.owner.user._id]) {
    const answer = await stranger.client.put(`/api/users/${id}`, {
      firstname: 'Other',
      lastname: 'Person',
      phone: '08030000000',
      password: stranger.password,
    });
    assert.deepEqual([answer.statusCode, answer.json().message], [404, 'User not found'], id);
  }
  const [owner] = (await theirs.owner.client.get('/api/users')).json();
  assert.equal(owner.firstname, theirs.owner.user.firstname);
});
