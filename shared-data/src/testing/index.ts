// Tests only (published as '@fees/shared-data/testing'): production code never imports it.
export { cookieFetch, type CookieFetchOptions } from './cookie-fetch';
export { mailCount, payAtProvider, readMailedCode, readMailedText } from './run-services';
