import type { FastifyInstance, InjectOptions } from 'fastify';

export const APP_ORIGIN = 'http://localhost:3000';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): any;
}

/**
 * What a browser on the app's origin sends: JSON bodies, the Origin header, and the session
 * cookie it was given. One client is one browser.
 */
export class ApiClient {
  cookie: string | undefined;

  constructor(readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    extra: Partial<InjectOptions> = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { origin: APP_ORIGIN };
    if (method !== 'GET') headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const response = await this.app.inject({
      method,
      url,
      ...(body === undefined
        ? {}
        : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      ...extra,
      headers: { ...headers, ...(extra.headers as Record<string, string> | undefined) },
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      if (pair?.startsWith('fees_session=')) {
        this.cookie = pair === 'fees_session=' ? undefined : pair;
      }
    }
    return response as unknown as ApiResponse;
  }

  get(url: string, extra?: Partial<InjectOptions>) {
    return this.request('GET', url, undefined, extra);
  }
  post(url: string, body?: unknown, extra?: Partial<InjectOptions>) {
    return this.request('POST', url, body ?? {}, extra);
  }
  put(url: string, body?: unknown, extra?: Partial<InjectOptions>) {
    return this.request('PUT', url, body ?? {}, extra);
  }
  delete(url: string, body?: unknown, extra?: Partial<InjectOptions>) {
    return this.request('DELETE', url, body ?? {}, extra);
  }
}
