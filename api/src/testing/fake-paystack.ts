import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTransaction {
  status?: string;
  /** Kobo. */
  amount: number;
  currency?: string;
  /** Report another reference than the one asked (a confused provider). */
  reference?: string;
  /**
   * The subaccount the charge settled to; by default the one it was initialized with (null: the
   * main account's).
   */
  subaccount?: string | null;
}

/** One of Paystack's banks as `GET /bank` lists it. */
export interface FakeBank {
  name: string;
  code: string;
}

/** Who sent a transfer, as the bank tells the provider. */
export interface FakeSender {
  name?: string;
  bank?: string;
  narration?: string;
  /** When it arrived; now by default. */
  paidAt?: Date;
}

/** A subaccount as the provider keeps it. */
export interface FakeSubaccount {
  subaccount_code: string;
  business_name: string;
  settlement_bank: string;
  account_number: string;
  percentage_charge: number;
}

/** What `POST /transaction/initialize` was asked. */
export interface FakeInitialized {
  email: string;
  amount: number;
  reference: string;
  subaccount: string | null;
  metadata: unknown;
  access_code: string;
}

/** A customer as `POST /customer` made it. */
export interface FakeCustomer {
  customer_code: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
}

/** A dedicated account as `POST /dedicated_account` made it. */
export interface FakeDedicatedAccount {
  id: number;
  account_number: string;
  account_name: string;
  bank: { id: number; name: string; slug: string };
  customer_code: string;
  subaccount: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakePaystack {
  url: string;
  secretKey: string;
  /** How many verify calls arrived. */
  calls: number;
  /** Every call that arrived with our key, in order (verify's too). */
  requests: FakeRequest[];
  /** The most calls that were being answered at one time. */
  peakInFlight: number;
  /** The banks `GET /bank` lists; tests may read them. */
  banks: FakeBank[];
  /** Subaccounts by code, as made and updated through the API. */
  subaccounts: Map<string, FakeSubaccount>;
  /** Transactions initialized through the API, by reference. */
  initialized: Map<string, FakeInitialized>;
  /** Customers by code. */
  customers: Map<string, FakeCustomer>;
  /** Dedicated accounts by account number. */
  dedicatedAccounts: Map<string, FakeDedicatedAccount>;
  /** Every call is answered this long after it arrives, so calls at once overlap as real ones do. */
  setDelay(ms: number): void;
  /** Makes the provider know a transaction for this reference. */
  set(reference: string, transaction: FakeTransaction): void;
  /** The customer pays an initialized transaction in full (to the subaccount it named). */
  pay(reference: string): void;
  /** Makes `GET /bank/resolve` know the holder of this account. */
  addAccount(bankCode: string, accountNumber: string, accountName: string): void;
  /**
   * A parent transfers into a dedicated account: the provider keeps the transaction and answers
   * the `charge.success` event's data, as it would send it (docs/transfers.md).
   */
  transfer(accountNumber: string, amountKobo: number, from?: FakeSender): Record<string, unknown>;
  /** Every call answers 500 while down. */
  setDown(down: boolean): void;
  transactionData(reference: string): Record<string, unknown>;
  close(): Promise<void>;
}

const DEFAULT_BANKS: FakeBank[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
];

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The card provider is the only thing faked: an HTTP server on loopback answering, with the shapes
 * Paystack documents (Bearer secret key required), `GET /transaction/verify/:reference`,
 * `POST /transaction/initialize`, `GET /bank`, `GET /bank/resolve`, `POST /subaccount`,
 * `PUT /subaccount/:code`, `POST /customer` and `POST /dedicated_account`.
 */
export async function startFakePaystack(secretKey = 'sk_test_fake'): Promise<FakePaystack> {
  const transactions = new Map<string, FakeTransaction>();
  const accounts = new Map<string, string>();
  let down = false;
  let delayMs = 0;
  let inFlight = 0;
  let sequence = 4_000_000_000;
  const ids = new Map<string, number>();

  const subaccountData = (code: string | null | undefined) => {
    const subaccount = code ? fake.subaccounts.get(code) : undefined;
    if (!code) return {};
    // A code the fake never made still reads as Paystack would show it (a test's other school).
    return { id: 1, business_name: 'Another business', ...subaccount, subaccount_code: code };
  };

  const transfers = new Map<string, Record<string, unknown>>();
  /** A transfer's record as verify reads it, changed by `set` (a provider that disagrees). */
  const transactionOverride = (reference: string, data: Record<string, unknown>) => {
    const changed = transactions.get(reference);
    return changed ? { amount: changed.amount, status: changed.status ?? data.status } : {};
  };

  const dataFor = (reference: string) => {
    const transferred = transfers.get(reference);
    if (transferred) return { ...transferred, ...transactionOverride(reference, transferred) };
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`no fake transaction ${reference}`);
    if (!ids.has(reference)) ids.set(reference, (sequence += 1));
    const status = transaction.status ?? 'success';
    const subaccount =
      transaction.subaccount !== undefined
        ? transaction.subaccount
        : (fake.initialized.get(reference)?.subaccount ?? null);
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
      customer: { email: fake.initialized.get(reference)?.email ?? 'depositor@example.com' },
      metadata: fake.initialized.get(reference)?.metadata ?? {},
      subaccount: subaccountData(subaccount),
    };
  };

  const fake: FakePaystack = {
    url: '',
    secretKey,
    calls: 0,
    requests: [],
    peakInFlight: 0,
    banks: DEFAULT_BANKS.map((bank) => ({ ...bank })),
    subaccounts: new Map(),
    initialized: new Map(),
    customers: new Map(),
    dedicatedAccounts: new Map(),
    setDelay: (ms) => void (delayMs = ms),
    set: (reference, transaction) => void transactions.set(reference, transaction),
    pay: (reference) => {
      const initialized = fake.initialized.get(reference);
      if (!initialized) throw new Error(`no initialized fake transaction ${reference}`);
      transactions.set(reference, { amount: initialized.amount });
    },
    addAccount: (bankCode, accountNumber, accountName) =>
      void accounts.set(`${bankCode}:${accountNumber}`, accountName),
    transfer: (accountNumber, amountKobo, from = {}) => {
      const account = fake.dedicatedAccounts.get(accountNumber);
      const customer = account ? fake.customers.get(account.customer_code) : undefined;
      const reference = `100004${Date.now()}${randomBytes(4).toString('hex')}`;
      const paidAt = (from.paidAt ?? new Date()).toISOString();
      const data = {
        id: (sequence += 1),
        domain: 'test',
        status: 'success',
        reference,
        amount: amountKobo,
        message: null,
        gateway_response: 'Approved',
        paid_at: paidAt,
        created_at: paidAt,
        channel: 'dedicated_nuban',
        currency: 'NGN',
        metadata: { receiver_account_number: accountNumber },
        authorization: {
          authorization_code: `AUTH_${randomBytes(5).toString('hex')}`,
          channel: 'dedicated_nuban',
          card_type: 'transfer',
          bank: account?.bank.name ?? 'Wema Bank',
          brand: 'Managed Account',
          reusable: false,
          sender_bank: from.bank ?? 'First Bank of Nigeria',
          sender_bank_account_number: 'XXXXXX0553',
          sender_name: from.name ?? 'OKAFOR NGOZI',
          narration: from.narration ?? '',
          receiver_bank_account_number: accountNumber,
          receiver_bank: account?.bank.name ?? 'Wema Bank',
        },
        customer: {
          customer_code: customer?.customer_code ?? '',
          email: customer?.email ?? '',
        },
        subaccount: subaccountData(account?.subaccount ?? null),
      };
      transfers.set(reference, data);
      return data;
    },
    setDown: (value) => void (down = value),
    transactionData: dataFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const bankNamed = (code: unknown) => fake.banks.find((bank) => bank.code === code);

  type Answer = [number, unknown];
  const fail = (status: number, message: string): Answer => [status, { status: false, message }];

  function verify(reference: string): Answer {
    fake.calls += 1;
    if (!transactions.has(reference) && !transfers.has(reference))
      return fail(400, 'Transaction reference not found');
    return [200, { status: true, message: 'Verification successful', data: dataFor(reference) }];
  }

  function listBanks(query: URLSearchParams): Answer {
    const country = query.get('country');
    const currency = query.get('currency');
    const nigerian = (!country || country === 'nigeria') && (!currency || currency === 'NGN');
    const data = nigerian
      ? fake.banks.map((bank, index) => ({
          id: index + 1,
          name: bank.name,
          slug: bank.name.toLowerCase().replace(/\W+/g, '-'),
          code: bank.code,
          longcode: '',
          gateway: 'emandate',
          pay_with_bank: false,
          active: true,
          country: 'Nigeria',
          currency: 'NGN',
          type: 'nuban',
          is_deleted: false,
        }))
      : [];
    return [
      200,
      { status: true, message: 'Banks retrieved', data, meta: { next: null, previous: null } },
    ];
  }

  function resolveAccount(query: URLSearchParams): Answer {
    const accountNumber = query.get('account_number') ?? '';
    const bankCode = query.get('bank_code') ?? '';
    if (!accountNumber || !bankCode) return fail(400, 'Account number and bank code are required');
    if (!bankNamed(bankCode)) return fail(422, 'Unknown bank code: ' + bankCode);
    const name = accounts.get(`${bankCode}:${accountNumber}`);
    if (!name) {
      return fail(422, 'Could not resolve account name. Check parameters or try again.');
    }
    return [
      200,
      {
        status: true,
        message: 'Account number resolved',
        data: { account_number: accountNumber, account_name: name, bank_id: 9 },
      },
    ];
  }

  function subaccountFrom(body: Record<string, unknown>, code: string): FakeSubaccount | string {
    const bank = bankNamed(body.settlement_bank);
    if (!bank) return 'Invalid bank code';
    if (typeof body.account_number !== 'string' || !/^\d{10}$/.test(body.account_number)) {
      return 'Account number is invalid';
    }
    if (!accounts.has(`${bank.code}:${body.account_number}`)) {
      return 'Account details are invalid';
    }
    if (typeof body.business_name !== 'string' || !body.business_name) {
      return 'Business name is required';
    }
    if (typeof body.percentage_charge !== 'number') return 'Percentage charge is required';
    return {
      subaccount_code: code,
      business_name: body.business_name,
      settlement_bank: bank.name,
      account_number: body.account_number,
      percentage_charge: body.percentage_charge,
    };
  }

  function subaccountAnswer(status: number, message: string, subaccount: FakeSubaccount): Answer {
    const data = { ...subaccount, id: 37614, domain: 'test', active: true, is_verified: false };
    return [status, { status: true, message, data }];
  }

  function createSubaccount(body: Record<string, unknown>): Answer {
    const code = `ACCT_${randomBytes(8).toString('hex')}`;
    const made = subaccountFrom(body, code);
    if (typeof made === 'string') return fail(400, made);
    fake.subaccounts.set(code, made);
    return subaccountAnswer(201, 'Subaccount created', made);
  }

  function updateSubaccount(code: string, body: Record<string, unknown>): Answer {
    const existing = fake.subaccounts.get(code);
    if (!existing) return fail(404, 'Subaccount not found');
    const bankCode = fake.banks.find((bank) => bank.name === existing.settlement_bank)?.code;
    const updated = subaccountFrom({ ...existing, settlement_bank: bankCode, ...body }, code);
    if (typeof updated === 'string') return fail(400, updated);
    fake.subaccounts.set(code, updated);
    return subaccountAnswer(200, 'Subaccount updated', updated);
  }

  function initialize(body: Record<string, unknown>): Answer {
    const { email, amount, reference, subaccount, metadata } = body;
    if (typeof email !== 'string' || !email) return fail(400, 'Email is required');
    const kobo = typeof amount === 'string' ? Number(amount) : amount;
    if (typeof kobo !== 'number' || !Number.isSafeInteger(kobo) || kobo <= 0) {
      return fail(400, 'Invalid amount');
    }
    if (typeof reference !== 'string' || !reference) return fail(400, 'Reference is required');
    if (fake.initialized.has(reference)) return fail(400, 'Duplicate Transaction Reference');
    if (subaccount !== undefined && !fake.subaccounts.has(String(subaccount))) {
      return fail(400, 'Invalid Split code/Subaccount code');
    }
    const accessCode = randomBytes(8).toString('hex');
    fake.initialized.set(reference, {
      email,
      amount: kobo,
      reference,
      subaccount: subaccount === undefined ? null : String(subaccount),
      metadata: typeof metadata === 'string' ? JSON.parse(metadata) : (metadata ?? {}),
      access_code: accessCode,
    });
    return [
      200,
      {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      },
    ];
  }

  function createCustomer(body: Record<string, unknown>): Answer {
    const { email, first_name: first, last_name: last, phone } = body;
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email)) {
      return fail(400, 'Invalid Email Address Passed');
    }
    // Paystack keeps one customer an e-mail: asked again, it answers the same one.
    const known = [...fake.customers.values()].find((customer) => customer.email === email);
    const customer = known ?? {
      customer_code: `CUS_${randomBytes(7).toString('hex')}`,
      email,
      first_name: typeof first === 'string' ? first : '',
      last_name: typeof last === 'string' ? last : '',
      phone: typeof phone === 'string' ? phone : '',
    };
    fake.customers.set(customer.customer_code, customer);
    return [200, { status: true, message: 'Customer created', data: { ...customer, id: 1 } }];
  }

  const DVA_BANKS = [
    { id: 20, name: 'Wema Bank', slug: 'wema-bank' },
    { id: 1, name: 'Titan Paystack', slug: 'titan-paystack' },
  ];

  function createDedicatedAccount(body: Record<string, unknown>): Answer {
    const customer = fake.customers.get(String(body.customer));
    if (!customer) return fail(404, 'Customer not found');
    const bank = DVA_BANKS.find((candidate) => candidate.slug === body.preferred_bank);
    if (!bank) return fail(400, 'Invalid preferred bank');
    const subaccount = fake.subaccounts.get(String(body.subaccount));
    if (!subaccount) return fail(400, 'Invalid Subaccount code');
    // One account a customer at a bank: asked again, Paystack answers the one it made.
    const made =
      [...fake.dedicatedAccounts.values()].find(
        (account) =>
          account.customer_code === customer.customer_code && account.bank.id === bank.id,
      ) ??
      ({
        id: fake.dedicatedAccounts.size + 1,
        account_number: String(9_930_000_000 + fake.dedicatedAccounts.size + 1),
        account_name: `${subaccount.business_name}/${customer.first_name}`.toUpperCase(),
        bank,
        customer_code: customer.customer_code,
        subaccount: subaccount.subaccount_code,
      } satisfies FakeDedicatedAccount);
    fake.dedicatedAccounts.set(made.account_number, made);
    const data = {
      id: made.id,
      account_number: made.account_number,
      account_name: made.account_name,
      bank: made.bank,
      assigned: true,
      active: true,
      currency: 'NGN',
      customer: { ...customer, id: 1 },
      split_config: { subaccount: made.subaccount },
    };
    return [200, { status: true, message: 'NUBAN successfully created', data }];
  }

  function answer(method: string, url: URL, body: unknown): Answer {
    const path = url.pathname;
    const verifyMatch = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verifyMatch?.[1]) return verify(decodeURIComponent(verifyMatch[1]));
    if (method === 'POST' && path === '/transaction/initialize') return initialize(record(body));
    if (method === 'GET' && path === '/bank') return listBanks(url.searchParams);
    if (method === 'GET' && path === '/bank/resolve') return resolveAccount(url.searchParams);
    if (method === 'POST' && path === '/subaccount') return createSubaccount(record(body));
    if (method === 'POST' && path === '/customer') return createCustomer(record(body));
    if (method === 'POST' && path === '/dedicated_account') {
      return createDedicatedAccount(record(body));
    }
    const subaccountMatch = /^\/subaccount\/([^/]+)$/.exec(path);
    if (method === 'PUT' && subaccountMatch?.[1]) {
      return updateSubaccount(decodeURIComponent(subaccountMatch[1]), record(body));
    }
    return fail(404, 'Not found');
  }

  const server = createServer((request, response) => {
    inFlight += 1;
    fake.peakInFlight = Math.max(fake.peakInFlight, inFlight);
    const send = ([status, body]: Answer) => {
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      }, delayMs);
    };
    void readBody(request).then((body) => {
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        send(fail(401, 'Invalid key'));
        return;
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      fake.requests.push({ method, path: url.pathname + url.search, body });
      if (down) {
        if (/^\/transaction\/verify\//.test(url.pathname)) fake.calls += 1;
        send(fail(500, 'Internal error'));
        return;
      }
      send(answer(method, url, body));
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

export function signWebhook(body: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}
