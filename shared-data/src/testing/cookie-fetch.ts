/**
 * Node's fetch keeps no cookies, unlike a browser with `credentials: 'include'`. For tests against
 * the stub API this wraps fetch with a one-origin cookie jar and records what each call asked for.
 */
export function cookieFetch(base: typeof fetch = globalThis.fetch) {
  let cookie = '';
  const calls: RequestInit[] = [];
  const wrapped: typeof fetch = async (input, init = {}) => {
    calls.push(init);
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
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
