// Tests only (published as '@fees/shared-data/testing'): production code never imports it.
export { cookieFetch, type CookieFetchOptions } from './cookie-fetch';
export {
  mailCount,
  openBankAccount,
  payAtProvider,
  readMailedCode,
  readMailedText,
  transferAtProvider,
} from './run-services';
export { signUpAccount, type SignedUpAccount } from './sign-up-account';
