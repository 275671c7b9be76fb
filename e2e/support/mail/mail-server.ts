import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpSink } from '@fees/api/testing/smtp-sink';
import { serveSms } from './sms-gateway';

// The suite's config points the API's mail at SMTP_URL (e2e/playwright.config.ts).
const smtpPort = Number(new URL(process.env.SMTP_URL ?? 'smtp://127.0.0.1:2525').port);

/**
 * Playwright's global setup: the loopback SMTP server the API mails to, and the SMS gateway fake
 * it texts through (./sms-gateway.ts), one each for the whole run, so specs in both workers read
 * the same mail and texts. Workers read it over HTTP at FEES_E2E_INBOX_URL
 * (`inbox` in ./inbox.ts): GET / answers every mail received so far, oldest first.
 */
export default async function serveMail(): Promise<() => Promise<void>> {
  const sink = await startSmtpSink(smtpPort);
  const closeSms = await serveSms();
  const reader = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(sink.messages));
  });
  reader.listen(0, '127.0.0.1');
  await once(reader, 'listening');
  process.env.FEES_E2E_INBOX_URL = `http://127.0.0.1:${(reader.address() as AddressInfo).port}`;
  return async () => {
    await new Promise<void>((resolve) => reader.close(() => resolve()));
    await sink.close();
    await closeSms();
  };
}
