import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTransaction {
  status?: string;
  /** Kobo. */
  amount: number;
  currency?: string;
  /** Report another reference than the one asked (a confused provider). */
  reference?: string;
}

export interface FakePaystack {
  url: string;
  secretKey: string;
  /** How many verify calls arrived. */
  calls: number;
  /** The most calls that were being answered at one time. */
  peakInFlight: number;
  /** Every call is answered this long after it arrives, so calls at once overlap as real ones do. */
  setDelay(ms: number): void;
  /** Makes the provider know a transaction for this reference. */
  set(reference: string, transaction: FakeTransaction): void;
  /** Every call answers 500 while down. */
  setDown(down: boolean): void;
  transactionData(reference: string): Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * The card provider is the only thing faked: an HTTP server on loopback answering
 * `GET /transaction/verify/:reference` the way Paystack does (Bearer secret key required).
 */
export async function startFakePaystack(secretKey = 'sk_test_fake'): Promise<FakePaystack> {
  const transactions = new Map<string, FakeTransaction>();
  let down = false;
  let delayMs = 0;
  let inFlight = 0;
  let sequence = 4_000_000_000;
  const ids = new Map<string, number>();

  const dataFor = (reference: string) => {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`no fake transaction ${reference}`);
    if (!ids.has(reference)) ids.set(reference, (sequence += 1));
    const status = transaction.status ?? 'success';
    return {
      id: ids.get(reference),
      domain: 'test',
      status,
      reference: transaction.reference ?? reference,
      amount: transaction.amount,
      message: null,
      gateway_response: status === 'success' ? 'Successful' : 'Declined',
      paid_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
      channel: 'card',
      currency: transaction.currency ?? 'NGN',
      customer: { email: 'depositor@example.com' },
      metadata: {},
    };
  };

  const fake: FakePaystack = {
    url: '',
    secretKey,
    calls: 0,
    peakInFlight: 0,
    setDelay: (ms) => void (delayMs = ms),
    set: (reference, transaction) => void transactions.set(reference, transaction),
    setDown: (value) => void (down = value),
    transactionData: dataFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = createServer((request, response) => {
    fake.calls += 1;
    inFlight += 1;
    fake.peakInFlight = Math.max(fake.peakInFlight, inFlight);
    const send = (status: number, body: unknown) => {
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      }, delayMs);
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, { status: false, message: 'Invalid key' });
      return;
    }
    if (down) {
      send(500, { status: false, message: 'Internal error' });
      return;
    }
    const match = /^\/transaction\/verify\/([^/?]+)$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match?.[1]) {
      send(404, { status: false, message: 'Not found' });
      return;
    }
    const reference = decodeURIComponent(match[1]);
    if (!transactions.has(reference)) {
      send(400, { status: false, message: 'Transaction reference not found' });
      return;
    }
    send(200, { status: true, message: 'Verification successful', data: dataFor(reference) });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

export function signWebhook(body: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}
