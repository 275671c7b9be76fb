/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The fee ledger's cases against the run's real API (docs/testing.md), as an account's screens
// meet it: a fresh cookie jar sending the dashboard's Origin, a login, and a school of the test's
// own, since every worker shares the run's one account.
import { cookieFetch } from '../../testing';
import { ApiSource } from '../api-source';
import { createAuthApi } from '../auth-api';
import { LEDGER_CASES, type LedgerFactory } from './ledger-contract';

const apiUrl = process.env.FEES_TEST_API_URL ?? '';
const origin = process.env.FEES_TEST_APP_ORIGIN ?? '';
const email = process.env.FEES_TEST_ACCOUNT_EMAIL ?? '';
const password = process.env.FEES_TEST_ACCOUNT_PASSWORD ?? '';

let made = 0;

const accountSchool: LedgerFactory = async () => {
  const jar = cookieFetch(globalThis.fetch, { origin });
  const source = new ApiSource({ apiUrl: `${apiUrl}/`, fetch: jar.fetch });
  await createAuthApi({ apiUrl, fetch: jar.fetch }).login({ email, password });
  made += 1;
  // School names are unique per account, and the account is the run's.
  const name = `Ledger Academy ${process.env.JEST_WORKER_ID ?? '1'}${Date.now().toString(36)}${made}`;
  const school = await source.create(
    'schools',
    { name, address: '12 Allen Avenue, Ikeja', level: 'Primary' },
    password,
  );
  return { source, password, schoolId: school._id };
};

describe('the fee ledger contract, account (ApiSource over the real API)', () => {
  for (const [name, run] of Object.entries(LEDGER_CASES)) {
    it(name, async () => run(await accountSchool()));
  }
});
