import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { buildTestApp } from '../testing/build-app';
import {
  addSibling,
  inviteStaff,
  ownerWithStudent,
  payLinkToken,
  signUpOwner,
  uniqueEmail,
} from '../testing/fixtures';
import { requestLogPlugin } from './request-log';

/** The addresses the log gave the requests, in order. */
function loggedUrls(lines: string[]): string[] {
  return lines
    .map((line) => JSON.parse(line) as { req?: { url: string } })
    .flatMap((entry) => (entry.req ? [entry.req.url] : []));
}

test('the request log names every route that takes a token but never the token', async (t) => {
  const lines: string[] = [];
  const ctx = await buildTestApp(t, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const { familyId } = await addSibling(owner, {
    schoolId: school._id,
    classroomId: classroom._id,
    siblingOf: student._id,
  });
  const studentToken = await payLinkToken(owner, 'students', student._id);
  const familyToken = await payLinkToken(owner, 'families', familyId);
  const bursarEmail = uniqueEmail('bursar');
  const { token: invitation } = await inviteStaff(ctx, owner, school._id, bursarEmail, 'bursar');
  const bursar = await signUpOwner(ctx, bursarEmail);
  const dead = 'D'.repeat(32);
  const phone = ctx.client();
  const payment = {
    depositorName: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    amount: 20_000,
    purpose: 'Second term fees',
  };
  lines.length = 0;

  assert.equal((await phone.get(`/api/pay/${studentToken}`)).statusCode, 200);
  assert.equal((await phone.get(`/api/pay/${studentToken}?from=sms`)).statusCode, 200);
  const started = await phone.post(`/api/pay/${studentToken}/initialize`, payment);
  assert.equal(started.statusCode, 201, started.body);
  const { reference } = started.json();
  assert.equal(
    (await phone.post(`/api/pay/${studentToken}/verify`, { reference })).statusCode,
    409,
  );
  assert.equal((await phone.get(`/api/pay/${dead}`)).statusCode, 404);
  assert.equal((await phone.get(`/api/pay/${studentToken}/nowhere`)).statusCode, 404);

  assert.equal((await phone.get(`/api/pay/family/${familyToken}`)).statusCode, 200);
  const familyStarted = await phone.post(`/api/pay/family/${familyToken}/initialize`, payment);
  assert.equal(familyStarted.statusCode, 201, familyStarted.body);
  const familyReference = familyStarted.json().reference as string;
  const familyVerify = await phone.post(`/api/pay/family/${familyToken}/verify`, {
    reference: familyReference,
  });
  assert.equal(familyVerify.statusCode, 409, familyVerify.body);
  assert.equal((await phone.get(`/api/pay/family/${familyToken}/nowhere`)).statusCode, 404);

  assert.equal((await phone.get(`/api/invitations/${invitation}`)).statusCode, 200);
  const accepted = await bursar.client.post(`/api/invitations/${invitation}/accept`);
  assert.equal(accepted.statusCode, 200, accepted.body);
  assert.equal((await phone.get(`/api/invitations/${invitation}/nowhere`)).statusCode, 404);

  const log = lines.join('');
  for (const secret of [studentToken, familyToken, invitation, dead]) {
    assert.ok(!log.includes(secret), `${secret} was logged`);
  }
  assert.deepEqual(loggedUrls(lines), [
    '/api/pay/…',
    '/api/pay/…?from=sms',
    '/api/pay/…/initialize',
    '/api/pay/…/verify',
    '/api/pay/…',
    '/api/pay/…',
    '/api/pay/family/…',
    '/api/pay/family/…/initialize',
    '/api/pay/family/…/verify',
    '/api/pay/family/…',
    '/api/invitations/…',
    '/api/invitations/…/accept',
    '/api/invitations/…',
  ]);
});

test('the log keeps the rest of an address, and a token route must declare its token', async (t) => {
  const lines: string[] = [];
  const ctx = await buildTestApp(t, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
  const { owner, classroom } = await ownerWithStudent(ctx);
  lines.length = 0;
  const items = `/api/classrooms/${classroom._id}/fee-items`;
  assert.equal((await owner.client.get(items)).statusCode, 200);
  assert.deepEqual(loggedUrls(lines), [items]);

  const app = Fastify();
  t.after(() => app.close());
  await app.register(requestLogPlugin);
  await assert.rejects(
    async () => {
      app.get('/links/:token', async () => 'opened');
      await app.ready();
    },
    { message: 'GET /links/:token takes a token: declare config.secretParams' },
  );
});
