import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { startFakeSmsGateway } from '../testing/fake-sms';
import { createSmsGateway } from './sms-gateway';

const config = (apiUrl: string, apiKey: string) => ({
  apiUrl,
  apiKey,
  sender: 'FeesMgr',
  pageKobo: 500,
});

test("the gateway is asked in Termii's shape, and says when it refuses", async (t) => {
  const fake = await startFakeSmsGateway();
  t.after(() => fake.close());
  const gateway = createSmsGateway(config(fake.url, fake.apiKey));
  assert.deepEqual(await gateway.send('+2348031234567', 'Fees due'), { sent: true });
  assert.deepEqual(fake.sent, [
    {
      api_key: fake.apiKey,
      to: '+2348031234567',
      from: 'FeesMgr',
      sms: 'Fees due',
      type: 'plain',
      channel: 'generic',
    },
  ]);
  fake.failNext(1);
  assert.deepEqual(await gateway.send('+2348031234567', 'Fees due'), {
    sent: false,
    reason: 'The SMS gateway refused it (HTTP 400: Invalid phone number)',
  });
  const wrongKey = createSmsGateway(config(fake.url, 'wrong'));
  assert.equal((await wrongKey.send('+2348031234567', 'x')).sent, false);
  assert.equal(fake.sent.length, 1);
});

test('a gateway that never answers fails within the time-out, and is not asked twice', async (t) => {
  let asked = 0;
  const silent = createServer(() => void (asked += 1));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  t.after(() => {
    silent.closeAllConnections();
    silent.close();
  });
  const { port } = silent.address() as AddressInfo;
  const gateway = createSmsGateway(config(`http://127.0.0.1:${port}`, 'k'), {
    timeoutMs: 50,
    retryDelaysMs: [0, 0],
  });
  const outcome = await gateway.send('+2348031234567', 'x');
  assert.equal(outcome.sent, false);
  assert.match(outcome.sent ? '' : outcome.reason, /did not answer/);
  assert.equal(asked, 1, 'a text that may have gone is not sent again');
});

test('a gateway that is not there is tried three times, then reported', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const gateway = createSmsGateway(config(`http://127.0.0.1:${port}`, 'k'), {
    retryDelaysMs: [0, 0],
  });
  const outcome = await gateway.send('+2348031234567', 'x');
  assert.equal(outcome.sent, false);
});
