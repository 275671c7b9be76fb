import { startSmtpSink, type SmtpSink } from '@fees/api/testing/smtp-sink';
import { test } from '@playwright/test';

// The suite's config points the API's mail at SMTP_URL (e2e/playwright.config.ts).
const port = Number(new URL(process.env.SMTP_URL ?? 'smtp://127.0.0.1:2525').port);

/**
 * Serves the loopback SMTP server the API mails to, from the calling spec file's first test to
 * its last. Call it at the top of the file; what it returns reads the running server.
 */
export function serveInbox(): SmtpSink {
  let sink: SmtpSink | undefined;
  test.beforeAll(async () => {
    sink = await startSmtpSink(port);
  });
  test.afterAll(async () => {
    await sink?.close();
  });
  // The spec holds this from the start, before beforeAll has started the server.
  return new Proxy({} as SmtpSink, {
    get(_target, key) {
      if (!sink) throw new Error('The inbox runs from beforeAll to afterAll');
      const value: unknown = Reflect.get(sink, key, sink);
      return typeof value === 'function' ? value.bind(sink) : value;
    },
  });
}
