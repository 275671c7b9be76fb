import assert from 'node:assert/strict';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, type TestContext } from 'node:test';
import { OutboundError, requestJson } from './outbound-json';

async function serve(t: TestContext, listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test('sends JSON and answers the status with the parsed body, or undefined when it is not JSON', async (t) => {
  const seen: Array<{ method?: string; type?: string; auth?: string; body: string }> = [];
  const url = await serve(t, (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method,
        type: request.headers['content-type'],
        auth: request.headers.authorization,
        body,
      });
      if (request.url === '/text') return response.writeHead(502).end('<html>Bad gateway</html>');
      response.writeHead(422, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: false, message: 'Unknown account' }));
    });
  });
  const answer = await requestJson(`${url}/resolve`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test' },
    body: { account_number: '0123456789' },
    timeoutMs: 5_000,
  });
  assert.deepEqual(answer, { status: 422, body: { status: false, message: 'Unknown account' } });
  assert.deepEqual(seen[0], {
    method: 'POST',
    type: 'application/json',
    auth: 'Bearer sk_test',
    body: '{"account_number":"0123456789"}',
  });
  assert.deepEqual(await requestJson(`${url}/text`, { method: 'GET', timeoutMs: 5_000 }), {
    status: 502,
    body: undefined,
  });
});

test('a service that is not there never got the request', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const error = await requestJson(`http://127.0.0.1:${port}/`, { method: 'POST', timeoutMs: 5_000 })
    .then(() => null)
    .catch((caught: unknown) => caught);
  assert.ok(error instanceof OutboundError);
  assert.equal(error.neverArrived, true);
});

test('a silent service or a cut-off answer fails at the time-out, and may have been reached', async (t) => {
  const url = await serve(t, (request, response) => {
    if (request.url === '/silent') return;
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    response.write('{"status":');
    setTimeout(() => response.destroy(), 20);
  });
  for (const path of ['/silent', '/cut']) {
    const error = await requestJson(`${url}${path}`, { method: 'GET', timeoutMs: 200 })
      .then(() => null)
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof OutboundError, path);
    assert.equal(error.neverArrived, false, path);
  }
});

test('an answer past 1 MiB is refused, not held', async (t) => {
  const url = await serve(t, (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const kilobyte = 'x'.repeat(1024);
    for (let sent = 0; sent < 2048; sent += 1) response.write(kilobyte);
    response.end();
  });
  const error = await requestJson(url, { method: 'GET', timeoutMs: 5_000 })
    .then(() => null)
    .catch((caught: unknown) => caught);
  assert.ok(error instanceof OutboundError);
  assert.match(error.message, /larger than 1048576 bytes/);
  assert.equal(error.neverArrived, false);
});
