import { OutboundError, requestJson, type JsonAnswer } from '../http/outbound-json';

/** What the server needs from a card provider: the truth about one transaction. */
export interface ProviderTransaction {
  status: string;
  reference: string;
  /** Kobo. */
  amount: number;
  currency: string;
  transactionNo: string;
  message: string;
  /** The subaccount the charge settles to; null when it settles to the operator's account. */
  subaccountCode: string | null;
}

/** A bank the provider settles to, as `GET /bank` lists it. */
export interface ProviderBank {
  name: string;
  code: string;
}

/** A school's settlement account as a subaccount is made or changed with. */
export interface SubaccountInput {
  businessName: string;
  bankCode: string;
  accountNumber: string;
  /** The operator's share of each charge, in percent. */
  percentageCharge: number;
}

/** A card checkout the server starts with the provider, settling to the school's subaccount. */
export interface CheckoutInput {
  email: string;
  /** Kobo. */
  amount: number;
  reference: string;
  subaccount: string;
  metadata: Record<string, unknown>;
}

/** Whom a transfer account is for, as the provider keeps its customer. */
export interface CustomerInput {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** A dedicated account: made for a customer, at a bank, settling to the school's subaccount. */
export interface DedicatedAccountInput {
  customerCode: string;
  /** The provider's slug of the bank, such as `wema-bank`. */
  preferredBank: string;
  subaccount: string;
}

/** The account number a parent transfers into, as the provider made it. */
export interface ProviderDedicatedAccount {
  accountNumber: string;
  accountName: string;
  bankName: string;
  providerId: string;
}

/** What the browser resumes the server's checkout with. */
export interface ProviderCheckout {
  accessCode: string;
  authorizationUrl: string;
  reference: string;
}

export interface PaymentProvider {
  kind: 'paystack' | 'simulated' | 'unconfigured';
  /** The transaction, or null when the provider knows no such reference. */
  verify(reference: string): Promise<ProviderTransaction | null>;
  /** The Nigerian banks (NGN) the provider settles to. */
  listBanks(): Promise<ProviderBank[]>;
  /** The account holder's name, or null when the provider cannot resolve the account. */
  resolveAccount(bankCode: string, accountNumber: string): Promise<string | null>;
  /** Makes a subaccount and answers its code. */
  createSubaccount(input: SubaccountInput): Promise<string>;
  updateSubaccount(code: string, input: SubaccountInput): Promise<void>;
  initializeCheckout(input: CheckoutInput): Promise<ProviderCheckout>;
  /** Makes (or, for an e-mail it knows, finds) a customer and answers its code. */
  createCustomer(input: CustomerInput): Promise<string>;
  createDedicatedAccount(input: DedicatedAccountInput): Promise<ProviderDedicatedAccount>;
}

/** The provider could not answer (network, timeout, its own error, our key refused). */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** The provider answered and refused what was asked (its message says why). */
export class ProviderRefusedError extends Error {
  override name = 'ProviderRefusedError';
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The subaccount code of a Paystack transaction's `subaccount` (an empty object when none). */
function subaccountCodeOf(subaccount: unknown): string | null {
  if (!isObject(subaccount)) return null;
  const code = subaccount.subaccount_code;
  return typeof code === 'string' && code ? code : null;
}

/** Reads Paystack's transaction object (`data` of verify, and of a `charge.success` event). */
export function readPaystackTransaction(data: unknown): ProviderTransaction | null {
  if (!isObject(data)) return null;
  const { status, reference, amount, currency, id, gateway_response: gateway, message } = data;
  if (typeof status !== 'string' || typeof reference !== 'string') return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return null;
  if (typeof currency !== 'string') return null;
  return {
    status,
    reference,
    amount,
    currency,
    transactionNo: typeof id === 'number' || typeof id === 'string' ? String(id) : '',
    message:
      typeof gateway === 'string' && gateway
        ? gateway
        : typeof message === 'string' && message
          ? message
          : status,
    subaccountCode: subaccountCodeOf(data.subaccount),
  };
}

/** Pauses before the second and third try of a call that may safely be made again. */
const RETRY_DELAYS_MS = [250, 1000];

/** Whether the request never reached the provider, so even a POST may be sent again. */
function neverArrived(error: unknown): boolean {
  return error instanceof Error && error.cause instanceof OutboundError && error.cause.neverArrived;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Paystack's API with the secret key. Every call has its own time-out; a read or an update
 * (GET, PUT) that fails for the network or the provider's own error is tried up to three times
 * (verify once), a creation (POST) again only when it never reached the provider, so nothing is
 * made twice.
 * Callers hold no database connection or lock while these run.
 */
export function createPaystackClient(options: {
  apiUrl: string;
  secretKey: string;
  timeoutMs?: number;
  retryDelaysMs?: number[];
}): PaymentProvider {
  const { apiUrl, secretKey, timeoutMs = 10_000, retryDelaysMs = RETRY_DELAYS_MS } = options;

  async function once(method: string, path: string, body?: unknown): Promise<JsonAnswer> {
    let answer: JsonAnswer;
    try {
      answer = await requestJson(`${apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${secretKey}` },
        body,
        timeoutMs,
      });
    } catch (error) {
      throw new ProviderUnavailableError(`Provider unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (answer.status >= 500 || answer.status === 429 || answer.status === 401) {
      throw new ProviderUnavailableError(`Provider answered HTTP ${answer.status}`);
    }
    return answer;
  }

  async function call(
    method: string,
    path: string,
    body?: unknown,
    retry = method === 'GET' || method === 'PUT',
  ): Promise<JsonAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await once(method, path, body);
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        const again = retry || neverArrived(error);
        if (delay === undefined || !again) throw error;
        await wait(delay);
      }
    }
  }

  /** `data` of a successful answer; a refusal (4xx with a message) is the provider's word. */
  function dataOf(answer: JsonAnswer): unknown {
    const { status, body } = answer;
    if (!isObject(body)) throw new ProviderUnavailableError('Provider sent no JSON');
    if (status >= 400 || body.status !== true) {
      const message = typeof body.message === 'string' ? body.message.slice(0, 200) : '';
      throw new ProviderRefusedError(message || `Provider refused (HTTP ${status})`);
    }
    return body.data;
  }

  const subaccountBody = (input: SubaccountInput) => ({
    business_name: input.businessName,
    settlement_bank: input.bankCode,
    account_number: input.accountNumber,
    percentage_charge: input.percentageCharge,
  });

  return {
    kind: 'paystack',
    async verify(reference) {
      // Tried once: verify's caller waits for it under a claim (verify-payment.ts), and the
      // browser or the webhook asks again.
      const path = `/transaction/verify/${encodeURIComponent(reference)}`;
      const { status, body } = await call('GET', path, undefined, false);
      if (status === 404 || (status === 400 && isObject(body))) return null;
      if (status >= 400) throw new ProviderUnavailableError(`Provider answered HTTP ${status}`);
      if (!isObject(body)) throw new ProviderUnavailableError('Provider sent no JSON');
      if (body.status !== true) return null;
      const transaction = readPaystackTransaction(body.data);
      if (!transaction)
        throw new ProviderUnavailableError('Provider sent an unreadable transaction');
      return transaction;
    },

    async listBanks() {
      const banks: ProviderBank[] = [];
      let next: string | null = null;
      // The list comes in pages of at most 100, linked by a cursor.
      for (let page = 0; page < 20; page += 1) {
        const cursor: string = next ? `&next=${encodeURIComponent(next)}` : '';
        const answer = await call(
          'GET',
          `/bank?country=nigeria&currency=NGN&perPage=100&use_cursor=true${cursor}`,
        );
        const data = dataOf(answer);
        if (!Array.isArray(data)) throw new ProviderUnavailableError('Provider sent no bank list');
        for (const bank of data) {
          if (!isObject(bank) || typeof bank.name !== 'string' || typeof bank.code !== 'string') {
            continue;
          }
          if (bank.active === false || bank.is_deleted === true) continue;
          banks.push({ name: bank.name, code: bank.code });
        }
        const meta = isObject(answer.body) ? answer.body.meta : undefined;
        next = isObject(meta) && typeof meta.next === 'string' && meta.next ? meta.next : null;
        if (!next) break;
      }
      return banks;
    },

    async resolveAccount(bankCode, accountNumber) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const answer = await call('GET', `/bank/resolve?${query}`);
      // Paystack answers 422 (or 400) when the bank does not know the account.
      if (answer.status === 422 || answer.status === 400 || answer.status === 404) return null;
      const data = dataOf(answer);
      if (!isObject(data) || typeof data.account_name !== 'string' || !data.account_name.trim()) {
        return null;
      }
      return data.account_name.trim();
    },

    async createSubaccount(input) {
      const data = dataOf(await call('POST', '/subaccount', subaccountBody(input)));
      const code = isObject(data) ? data.subaccount_code : undefined;
      if (typeof code !== 'string' || !code) {
        throw new ProviderUnavailableError('Provider sent no subaccount code');
      }
      return code;
    },

    async updateSubaccount(code, input) {
      dataOf(await call('PUT', `/subaccount/${encodeURIComponent(code)}`, subaccountBody(input)));
    },

    async initializeCheckout(input) {
      const data = dataOf(
        await call('POST', '/transaction/initialize', {
          email: input.email,
          amount: input.amount,
          currency: 'NGN',
          reference: input.reference,
          subaccount: input.subaccount,
          metadata: input.metadata,
        }),
      );
      if (!isObject(data) || typeof data.access_code !== 'string' || !data.access_code) {
        throw new ProviderUnavailableError('Provider sent no access code');
      }
      return {
        accessCode: data.access_code,
        authorizationUrl: typeof data.authorization_url === 'string' ? data.authorization_url : '',
        reference: typeof data.reference === 'string' ? data.reference : input.reference,
      };
    },

    async createCustomer(input) {
      const data = dataOf(
        await call('POST', '/customer', {
          email: input.email,
          first_name: input.firstName,
          last_name: input.lastName,
          phone: input.phone,
        }),
      );
      const code = isObject(data) ? data.customer_code : undefined;
      if (typeof code !== 'string' || !code) {
        throw new ProviderUnavailableError('Provider sent no customer code');
      }
      return code;
    },

    async createDedicatedAccount(input) {
      const data = dataOf(
        await call('POST', '/dedicated_account', {
          customer: input.customerCode,
          preferred_bank: input.preferredBank,
          subaccount: input.subaccount,
        }),
      );
      const account = readDedicatedAccount(data);
      if (!account) throw new ProviderUnavailableError('Provider sent an unreadable account');
      return account;
    },
  };
}

/** Reads Paystack's dedicated account object (`data` of `POST /dedicated_account`). */
function readDedicatedAccount(data: unknown): ProviderDedicatedAccount | null {
  if (!isObject(data) || !isObject(data.bank)) return null;
  const { account_number: accountNumber, account_name: accountName, id } = data;
  const bankName = data.bank.name;
  if (typeof accountNumber !== 'string' || !/^\d{10}$/.test(accountNumber)) return null;
  if (typeof accountName !== 'string' || !accountName || typeof bankName !== 'string') return null;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  return { accountNumber, accountName, bankName, providerId: String(id) };
}

const notConfigured = async (): Promise<never> => {
  throw new ProviderUnavailableError('Card payments are not configured on this server');
};

/** Production without keys: nothing can be verified, and the caller is told so (503). */
export const unconfiguredProvider: PaymentProvider = {
  kind: 'unconfigured',
  verify: notConfigured,
  listBanks: notConfigured,
  resolveAccount: notConfigured,
  createSubaccount: notConfigured,
  updateSubaccount: notConfigured,
  initializeCheckout: notConfigured,
  createCustomer: notConfigured,
  createDedicatedAccount: notConfigured,
};
