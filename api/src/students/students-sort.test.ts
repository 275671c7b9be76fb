import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFieldError } from '../testing/assert-field-error';
import { buildTestApp } from '../testing/build-app';
import { createClassroom, createStudent, ownerWithSchool, transferBody } from '../testing/fixtures';

test('students sort by balance, either way, ties in registration order, filtered and paged', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithSchool(ctx);
  const one = await createClassroom(owner, school._id, 30_000, 'Primary1');
  const two = await createClassroom(owner, school._id, 50_000, 'Primary2');
  const add = (classroom: { _id: string }, fullname: string, discount = 0) =>
    createStudent(owner, school._id, classroom._id, discount, fullname);
  let references = 0;
  const pay = async (student: { _id: string }, amount: number) => {
    references += 1;
    const response = await owner.client.post('/api/payments/record', {
      ...transferBody(school._id, student._id),
      amount,
      externalReference: `NIP00012345678${references}`,
      password: owner.password,
    });
    assert.equal(response.statusCode, 201, response.body);
  };
  // Balances: Ada 30,000; Bisi 35,000; Chidi 30,000 (Ada's tie); Dayo a credit of 10,000; Efe
  // 15,000 (half off); Femi 0.
  const ada = await add(one, 'Okafor Ada');
  const bisi = await add(two, 'Bello Bisi');
  await add(one, 'Okafor Chidi');
  const dayo = await add(two, 'Ade Dayo');
  await add(one, 'Eze Efe', 50);
  const femi = await add(one, 'Ojo Femi');
  await pay(bisi, 15_000);
  await pay(dayo, 60_000);
  await pay(femi, 30_000);

  const names = async (query: string) => {
    const response = await owner.client.get(`/api/students?schoolId=${school._id}&${query}`);
    assert.equal(response.statusCode, 200, `${query}: ${response.body}`);
    return {
      names: response.json().map((student: { fullname: string }) => student.fullname),
      total: response.headers['x-total-count'],
    };
  };
  const ascending = ['Ade Dayo', 'Ojo Femi', 'Eze Efe', 'Okafor Ada', 'Okafor Chidi', 'Bello Bisi'];
  const descending = [
    'Bello Bisi',
    'Okafor Ada',
    'Okafor Chidi',
    'Eze Efe',
    'Ojo Femi',
    'Ade Dayo',
  ];
  assert.deepEqual((await names('sort=balance')).names, ascending, 'ascending by default');
  assert.deepEqual((await names('sort=balance&order=asc')).names, ascending);
  assert.deepEqual((await names('sort=balance&order=desc')).names, descending);
  assert.deepEqual((await names('')).names.slice(0, 2), ['Okafor Ada', 'Bello Bisi']);

  // Pages of two walk the same order, and every page counts every match.
  const paged: string[] = [];
  for (let offset = 0; offset < 6; offset += 2) {
    const page = await names(`sort=balance&order=desc&limit=2&offset=${offset}`);
    assert.equal(page.total, '6');
    paged.push(...page.names);
  }
  assert.deepEqual(paged, descending);

  assert.deepEqual(await names(`classroom=${one._id}&sort=balance&order=desc&limit=2`), {
    names: ['Okafor Ada', 'Okafor Chidi'],
    total: '4',
  });
  assert.deepEqual((await names(`q=okafor&sort=balance&order=asc`)).names, [
    'Okafor Ada',
    'Okafor Chidi',
  ]);
  assert.deepEqual((await names(`_id=${ada._id},${dayo._id}&sort=balance&order=desc`)).names, [
    'Okafor Ada',
    'Ade Dayo',
  ]);
});

test('a bad sort or order answers 400 naming it; other lists take neither', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner } = await ownerWithSchool(ctx);
  const bad: Array<[string, string, RegExp]> = [
    ['sort=name', 'sort', /^sort must be balance$/],
    ['sort=', 'sort', /^sort must be balance$/],
    ['sort=balance&sort=balance', 'sort', /^sort must be balance$/],
    ['sort=balance&order=up', 'order', /^order must be asc or desc$/],
    ['sort=balance&order=DESC', 'order', /^order must be asc or desc$/],
    ['order=desc', 'order', /^order needs sort=balance$/],
  ];
  for (const [query, field, message] of bad) {
    const response = await owner.client.get(`/api/students?${query}`);
    assertFieldError(response, field, message, query);
  }
  const payments = await owner.client.get('/api/payments?sort=balance');
  assert.equal(payments.statusCode, 400, payments.body);
  assert.match(payments.json().message, /sort/);
});
