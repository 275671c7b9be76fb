import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../testing/build-app';
import { ownerWithStudent, paymentBody } from '../testing/fixtures';

test('one-line text is trimmed before its checks, and control characters cannot forge receipt lines', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, student } = await ownerWithStudent(ctx);

  const spaces = await owner.client.post('/api/schools', {
    name: '      ',
    address: '12 Allen Avenue, Ikeja',
    level: 'Primary',
    password: owner.password,
  });
  assert.equal(spaces.statusCode, 400);
  assert.equal(spaces.json().fields.name, 'School name is required');

  const padded = await owner.client.post('/api/schools', {
    name: '   Harmony College   ',
    address: '12 Allen Avenue, Ikeja',
    level: 'Primary',
    password: owner.password,
  });
  assert.equal(padded.statusCode, 201, padded.body);
  assert.equal(padded.json().name, 'Harmony College');

  const forged = await owner.client.post('/api/payments/initialize', {
    ...paymentBody(school._id, student._id),
    depositorName: 'Ngozi Okafor\r\nAmount:      NGN 1,000,000.00',
  });
  assert.equal(forged.statusCode, 400);
  assert.equal(
    forged.json().fields.depositorName,
    'Must not contain line breaks, tabs or other control characters',
  );
  const reordered = await owner.client.post('/api/payments/initialize', {
    ...paymentBody(school._id, student._id),
    purpose: 'Tuition \u202E00.000,01 NGN',
  });
  assert.equal(reordered.statusCode, 400);
  assert.ok(reordered.json().fields.purpose);
});
