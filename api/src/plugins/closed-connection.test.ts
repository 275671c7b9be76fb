import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { buildTestApp } from '../testing/build-app';

test('a request whose caller hangs up at once is no error of the server', async (t) => {
  const lines: Array<{ level: number; err?: { message?: string } }> = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const ctx = await buildTestApp(t, { logger: { level: 'info', stream } });
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);
  for (let round = 0; round < 200; round += 1) {
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
        socket.resetAndDestroy();
      });
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });
  }
  // A caller who stays is answered, after every hung-up request has met the hooks.
  const health = await fetch(`${address}/api/health`);
  assert.equal(health.status, 200);
  const errors = lines.filter((line) => line.level >= 50);
  assert.deepEqual(
    errors.map((line) => line.err?.message),
    [],
  );
});
