import http from 'node:http';
import https from 'node:https';

/**
 * Connections kept alive per origin, as `fetch` keeps them. `node:http` costs a request about a
 * third of `fetch`'s CPU (docs/performance.md, concurrent verifies), and every card payment asks
 * the provider once.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/**
 * The largest answer read, in bytes. The provider's and the gateway's answers are a few kB (a page
 * of 100 banks is the largest); one far past that is refused rather than held in memory.
 */
const ANSWER_MAX_BYTES = 1024 * 1024;

/** Socket errors of a request that never left this machine: no connection was ever made. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

export interface JsonAnswer {
  status: number;
  /** The parsed body; undefined when it was not JSON. */
  body: unknown;
}

/** The other side gave no answer: unreachable, cut off, or silent past the time-out. */
export class OutboundError extends Error {
  override name = 'OutboundError';
  /** Whether the request never reached the other side, so sending it again cannot act twice. */
  readonly neverArrived: boolean;

  constructor(message: string, options: { cause?: unknown; neverArrived: boolean }) {
    super(message, { cause: options.cause });
    this.neverArrived = options.neverArrived;
  }
}

/**
 * One JSON request to a service outside (the card provider, the SMS gateway), answered within
 * `timeoutMs` from the start, whatever its status; no answer at all is an `OutboundError`.
 */
export function requestJson(
  url: string,
  options: {
    method: string;
    headers?: Record<string, string>;
    body?: unknown;
    timeoutMs: number;
  },
): Promise<JsonAnswer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise<JsonAnswer>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const code = (error as NodeJS.ErrnoException).code;
      reject(
        new OutboundError(error.message, {
          cause: error,
          neverArrived: code !== undefined && NEVER_CONNECTED.has(code),
        }),
      );
    };
    const request = client.request(
      target,
      {
        method: options.method,
        agent,
        headers: {
          accept: 'application/json',
          ...options.headers,
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > ANSWER_MAX_BYTES) {
            fail(new Error(`The answer was larger than ${ANSWER_MAX_BYTES} bytes`));
            request.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('close', () => {
          if (!response.complete) return fail(new Error('The answer was cut off'));
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, body: parsed(Buffer.concat(chunks)) });
        });
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('error', fail);
    request.end(payload);
  });
}

function parsed(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
