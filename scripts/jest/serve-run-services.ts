// The SMTP sink the run's API mails to, and the faked card provider it asks, live in Jest's main
// process, out of the workers' reach. The global setup serves both on loopback, so a worker reads
// a mailed code as the e2e suite reads its inbox (`codeFor`) and pays a checkout at the provider,
// through the helpers in '@fees/shared-data/testing'.
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverTransfer, type ApiProcess } from '@fees/api/testing/api-process';
import { isCodeMail } from '@fees/api/testing/smtp-sink';

function answer(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * GET /mail/count: how many mails the sink holds (take it before the call that mails, as `since`).
 * GET /mail/code?to=&subject=&since=: the code of the first mail to `to` from `since` on whose
 * text matches `subject` (case-insensitive), waiting for it as the sink's `codeFor` does.
 * GET /mail/text?to=&subject=&since=: the text of that same mail, for what it carries besides a
 * code (an invitation's link).
 * POST /provider/paid?reference=&amount=: the provider knows a successful payment of `amount`
 * kobo under `reference`, as after the payer's card went through.
 * POST /provider/account?bank=&number=&name=: the provider's bank knows that account, held by
 * `name`.
 * POST /provider/transfer?account=&amount=&name=&narration=: a parent transfers `amount` kobo into
 * that transfer account, and the provider sends the API its signed `charge.success`; answers the
 * API's reply.
 */
export async function serveRunServices(api: ApiProcess) {
  const { mailbox, provider } = api;
  const server = createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const param = (name: string) => searchParams.get(name) ?? '';
    if (request.method === 'GET' && pathname === '/mail/count') {
      return answer(response, 200, { count: mailbox.messages.length });
    }
    if (request.method === 'GET' && pathname === '/mail/code') {
      return void mailbox
        .codeFor(param('to'), new RegExp(param('subject'), 'i'), Number(param('since')))
        .then(
          (code) => answer(response, 200, { code }),
          (error: Error) => answer(response, 404, { message: error.message }),
        );
    }
    if (request.method === 'GET' && pathname === '/mail/text') {
      const since = Number(param('since'));
      const subject = new RegExp(param('subject'), 'i');
      return void mailbox
        .waitFor(
          (mail) =>
            mailbox.messages.indexOf(mail) >= since && isCodeMail(mail, param('to'), subject),
        )
        .then(
          (mail) => answer(response, 200, { text: mail.raw }),
          (error: Error) => answer(response, 404, { message: error.message }),
        );
    }
    if (request.method === 'POST' && pathname === '/provider/paid') {
      provider.set(param('reference'), { amount: Number(param('amount')) });
      return answer(response, 200, { reference: param('reference') });
    }
    if (request.method === 'POST' && pathname === '/provider/account') {
      provider.addAccount(param('bank'), param('number'), param('name'));
      return answer(response, 200, { accountName: param('name') });
    }
    if (request.method === 'POST' && pathname === '/provider/transfer') {
      const from = { name: param('name'), narration: param('narration') };
      return void deliverTransfer(api, param('account'), Number(param('amount')), from).then(
        (reply) => answer(response, 200, reply),
        (error: Error) => answer(response, 502, { message: error.message }),
      );
    }
    return answer(response, 404, { message: 'Not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
