// The schools the contract cases run in, one per case, from each DataSource (docs/testing.md): the
// guest's BrowserSource over an empty demo, and the API's ApiSource as an account's screens meet
// it, a fresh cookie jar sending the dashboard's Origin and a login. Each case works in a school of
// its own and on the real clock, so it holds in account mode, where the run's one account is
// shared and the server keeps the time.
import { GUEST_CREDENTIALS } from '../../constants/guest';
import { cookieFetch } from '../cookie-fetch';
import { emptyGuestData } from '../guest-data';
import { payAtProvider } from '../run-services';
import { ApiSource } from '../../sources/api-source';
import { createAuthApi } from '../../sources/auth-api';
import { BrowserSource } from '../../sources/browser-source';
import type { DataSource } from '../../sources/data-source';
import { seedGuestData } from '../../sources/guest-storage';

/** What a case gets from its runner: a source, its admin password and a new empty school. */
export interface ContractSetup {
  source: DataSource;
  password: string;
  schoolId: string;
  /**
   * The payer's card is charged `amountKobo` in the checkout opened under `reference`, before it is
   * recorded: the run's provider is told in account mode, since the server asks it; the guest's
   * demo checkout needs nothing.
   */
  chargeCard: (reference: string, amountKobo: number) => Promise<void>;
}

export type ContractCases = Record<string, (setup: ContractSetup) => Promise<void>>;

const ADDRESS = '12 Allen Avenue, Ikeja';

/** The guest's source over an empty demo: the guest user alone, on the real clock. */
export async function guestSchool(): Promise<ContractSetup> {
  localStorage.clear();
  seedGuestData(localStorage, emptyGuestData());
  const source = new BrowserSource({ storage: localStorage, latencyMs: 0 });
  const password = GUEST_CREDENTIALS.password;
  const school = await source.create(
    'schools',
    { name: 'Oakwood Academy', address: ADDRESS, level: 'Primary' },
    password,
  );
  return { source, password, schoolId: school._id, chargeCard: async () => undefined };
}

let made = 0;

/** The run's account (scripts/jest/start-test-api.ts), signed in afresh, with a new school. */
export async function accountSchool(): Promise<ContractSetup> {
  const apiUrl = process.env.FEES_TEST_API_URL ?? '';
  const password = process.env.FEES_TEST_ACCOUNT_PASSWORD ?? '';
  const jar = cookieFetch(globalThis.fetch, { origin: process.env.FEES_TEST_APP_ORIGIN ?? '' });
  const source = new ApiSource({ apiUrl: `${apiUrl}/`, fetch: jar.fetch });
  await createAuthApi({ apiUrl, fetch: jar.fetch }).login({
    email: process.env.FEES_TEST_ACCOUNT_EMAIL ?? '',
    password,
  });
  made += 1;
  // School names are unique per account, and the account is the run's.
  const name = `Contract Academy ${process.env.JEST_WORKER_ID ?? '1'}${Date.now().toString(36)}${made}`;
  const school = await source.create(
    'schools',
    { name, address: ADDRESS, level: 'Primary' },
    password,
  );
  return { source, password, schoolId: school._id, chargeCard: payAtProvider };
}
