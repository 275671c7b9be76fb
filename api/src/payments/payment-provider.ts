/** What the server needs from a card provider: the truth about one transaction. */
export interface ProviderTransaction {
  status: string;
  reference: string;
  /** Kobo. */
  amount: number;
  currency: string;
  transactionNo: string;
  message: string;
}

export interface PaymentProvider {
  kind: 'paystack' | 'simulated' | 'unconfigured';
  /** The transaction, or null when the provider knows no such reference. */
  verify(reference: string): Promise<ProviderTransaction | null>;
}

/** The provider could not answer (network, timeout, its own error, our key refused). */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
  };
}

/** Paystack's `GET /transaction/verify/:reference` with the secret key. */
export function createPaystackClient(options: {
  apiUrl: string;
  secretKey: string;
  timeoutMs?: number;
}): PaymentProvider {
  const { apiUrl, secretKey, timeoutMs = 10_000 } = options;
  return {
    kind: 'paystack',
    async verify(reference) {
      let response: Response;
      try {
        response = await fetch(`${apiUrl}/transaction/verify/${encodeURIComponent(reference)}`, {
          headers: { authorization: `Bearer ${secretKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ProviderUnavailableError(`Provider unreachable: ${(error as Error).message}`, {
          cause: error,
        });
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = undefined;
      }
      if (response.status === 404 || (response.status === 400 && isObject(body))) return null;
      if (!response.ok) {
        throw new ProviderUnavailableError(`Provider answered HTTP ${response.status}`);
      }
      if (!isObject(body)) throw new ProviderUnavailableError('Provider sent no JSON');
      if (body.status !== true) return null;
      const transaction = readPaystackTransaction(body.data);
      if (!transaction)
        throw new ProviderUnavailableError('Provider sent an unreadable transaction');
      return transaction;
    },
  };
}

/** Production without keys: nothing can be verified, and the caller is told so (503). */
export const unconfiguredProvider: PaymentProvider = {
  kind: 'unconfigured',
  async verify() {
    throw new ProviderUnavailableError('Card payments are not configured on this server');
  },
};
