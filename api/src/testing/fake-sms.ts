import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The key the fake accepts; a server pointed at it is given this one. */
export const FAKE_SMS_KEY = 'TLfakeSmsKey';

/** What the gateway was asked to send, as Termii's `POST /api/sms/send` takes it. */
export interface FakeSms {
  api_key: string;
  to: string;
  from: string;
  sms: string;
  type: string;
  channel: string;
}

export interface FakeSmsGateway {
  url: string;
  apiKey: string;
  /** Every text it accepted, in order. */
  sent: FakeSms[];
  /** Refuses the next `count` texts with HTTP 400, as a gateway refuses a bad number. */
  failNext(count: number): void;
  /** Answers each text only after `ms`, as a slow gateway does. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * A Termii-shaped SMS gateway on loopback, as the tests and the browser journeys use it: it checks
 * the key, records what it sends (and answers it to `GET /api/sms/sent`), and can be told to
 * refuse.
 */
export async function startFakeSmsGateway(port = 0): Promise<FakeSmsGateway> {
  const apiKey = FAKE_SMS_KEY;
  const sent: FakeSms[] = [];
  let failing = 0;
  let delayMs = 0;
  const server = createServer(async (request, response) => {
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    // For a test in another process (the browser journeys): what it has sent, oldest first.
    if (request.method === 'GET' && request.url === '/api/sms/sent') return answer(200, sent);
    const body = (await readJson(request)) as FakeSms | null;
    if (request.method !== 'POST' || request.url !== '/api/sms/send' || !body) {
      return answer(404, { message: 'Not found' });
    }
    if (body.api_key !== apiKey) return answer(401, { message: 'Invalid API key' });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failing > 0) {
      failing -= 1;
      return answer(400, { message: 'Invalid phone number' });
    }
    sent.push(body);
    answer(200, { message_id: String(sent.length), message: 'Successfully Sent', balance: 100 });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    apiKey,
    sent,
    failNext: (count) => void (failing = count),
    setDelay: (ms) => void (delayMs = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
