export interface CookieFetchOptions {
  /** The page's origin, sent as `Origin` on every call the way a browser sends it. */
  origin?: string;
}

/**
 * Node's fetch keeps no cookies and sends no Origin, unlike a browser page calling the API with
 * `credentials: 'include'`. This wraps fetch with a one-origin cookie jar (and the page's origin,
 * which the API's CSRF guard asks for) and records what each call asked for.
 */
export function cookieFetch(
  base: typeof fetch = globalThis.fetch,
  { origin }: CookieFetchOptions = {},
) {
  let cookie = '';
  const calls: RequestInit[] = [];
  const wrapped: typeof fetch = async (input, init = {}) => {
    calls.push(init);
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    if (origin) headers.set('Origin', origin);
    const response = await base(input, { ...init, headers });
    const set = response.headers.getSetCookie()[0];
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
  return {
    fetch: wrapped,
    calls,
    clearCookies() {
      cookie = '';
    },
  };
}
