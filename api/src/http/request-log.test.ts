import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../testing/build-app';
import { ownerWithStudent } from '../testing/fixtures';

test("the request log names every pay-link route but never a link's token", async (t) => {
  const lines: string[] = [];
  const ctx = await buildTestApp(t, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
  const { owner, student } = await ownerWithStudent(ctx);
  const shared = await owner.client.post(`/api/students/${student._id}/pay-link`, {});
  const token = shared.json().token as string;
  const dead = 'D'.repeat(32);
  const phone = ctx.client();

  assert.equal((await phone.get(`/api/pay/${token}`)).statusCode, 200);
  assert.equal((await phone.get(`/api/pay/${token}?from=sms`)).statusCode, 200);
  const started = await phone.post(`/api/pay/${token}/initialize`, {
    depositorName: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    amount: 20_000,
    purpose: 'Second term fees',
  });
  assert.equal(started.statusCode, 201);
  const { reference } = started.json();
  assert.equal((await phone.post(`/api/pay/${token}/verify`, { reference })).statusCode, 409);
  assert.equal((await phone.get(`/api/pay/${dead}`)).statusCode, 404);
  assert.equal((await phone.get(`/api/pay/${token}/nowhere`)).statusCode, 404);

  const log = lines.join('');
  for (const secret of [token, dead]) assert.ok(!log.includes(secret), log);
  const urls = lines
    .map((line) => JSON.parse(line) as { req?: { url: string } })
    .flatMap((entry) => (entry.req?.url.startsWith('/api/pay/') ? [entry.req.url] : []));
  assert.deepEqual(urls, [
    '/api/pay/…',
    '/api/pay/…?from=sms',
    '/api/pay/…/initialize',
    '/api/pay/…/verify',
    '/api/pay/…',
    '/api/pay/…/nowhere',
  ]);
});
