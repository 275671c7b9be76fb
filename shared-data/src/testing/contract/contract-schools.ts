// The schools the contract cases run in, one per case, from each DataSource (docs/testing.md): the
// guest's BrowserSource over an empty demo, and the API's ApiSource as an account's screens meet
// it, a fresh cookie jar sending the dashboard's Origin and a login. Each case works in a school of
// its own and on the real clock, so it holds in account mode, where the run's one account is
// shared and the server keeps the time.
import { DEMO_BURSAR, GUEST_CREDENTIALS } from '../../constants/guest';
import { accountLabel } from '../../format/money/account-label';
import { cookieFetch } from '../cookie-fetch';
import { emptyGuestData } from '../guest-data';
import {
  mailCount,
  openBankAccount,
  payAtProvider,
  readMailedText,
  transferAtProvider,
} from '../run-services';
import { signUpAccount } from '../sign-up-account';
import { ApiSource } from '../../sources/api/api-source';
import { createAuthApi } from '../../sources/api/auth-api';
import { BrowserSource } from '../../sources/browser-source';
import { DEMO_ACCOUNT_NAME } from '../../sources/guest/money/guest-settlement';
import type { DataSource, TransferAccountHolder } from '../../sources/data-source';
import { toKobo } from '../../format/money/money';
import type { SimulatedTransfer } from '../../validation/money/transfer-schemas';
import { seedGuestData, writeGuestRole } from '../../sources/guest-storage';

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
  /**
   * The school's bursar: in the guest demo, the guest acting as the demo bursar for each call
   * (the demo has one browser); in an account, a person the owner invites, who signs up and
   * accepts in a browser of their own. `label` is how the trail names them.
   */
  bursar: () => Promise<ContractBursar>;
  /**
   * The school's viewer, who may look and change nothing, made as the bursar is in an account; null
   * in the guest demo, whose guest acts as the owner or the demo bursar only (docs/staff.md).
   */
  viewer: (() => Promise<ContractBursar>) | null;
  /**
   * A bank account the school may settle to, and whom the bank says holds it: in an account the
   * run's provider is told of it; the guest demo resolves any ten digits to its demo holder.
   */
  bankAccount: () => Promise<ContractBankAccount>;
  /**
   * A parent transfers into the holder's transfer account: in an account the run's provider sends
   * the API its signed notice; in the guest demo, 'Simulate a transfer'.
   */
  transfer: (holder: TransferAccountHolder, transfer: SimulatedTransfer) => Promise<void>;
  /**
   * A setup of its own, for a case that types the owner's password wrong: in an account, a new
   * owner signed up for it, since the API allows ten wrong passwords in a quarter of an hour and
   * the run's account is every case's; in the guest demo, a new empty demo.
   */
  ownOwner: () => Promise<ContractSetup>;
}

export interface ContractBankAccount {
  bankCode: string;
  accountNumber: string;
  accountName: string;
}

/** Guaranty Trust Bank's code, which the provider's list and the demo's both hold. */
const BANK_CODE = '058';

export interface ContractBursar {
  source: DataSource;
  password: string;
  label: string;
}

/**
 * The DataSource methods the guest's contract cases called, by name: a method that no case calls has
 * no contract, which the guest's contract run refuses (docs/testing.md#the-contract-suite).
 */
export const calledMethods = new Set<string>();

/** The source, with each method it is asked for written down in `calledMethods`. */
function recording(source: DataSource): DataSource {
  return new Proxy(source, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      return (...args: unknown[]) => {
        calledMethods.add(key);
        return (value as (...all: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** The guest's source acting as the demo bursar for each call, and as the owner between them. */
function actingAsBursar(source: DataSource): DataSource {
  return new Proxy(source, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        writeGuestRole(localStorage, 'bursar');
        try {
          return await (value as (...all: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          writeGuestRole(localStorage, 'owner');
        }
      };
    },
  });
}

export type ContractCases = Record<string, (setup: ContractSetup) => Promise<void>>;

const ADDRESS = '12 Allen Avenue, Ikeja';

/** The guest's source over an empty demo: the guest user alone, on the real clock. */
export async function guestSchool(): Promise<ContractSetup> {
  localStorage.clear();
  seedGuestData(localStorage, emptyGuestData());
  const source = recording(new BrowserSource({ storage: localStorage, latencyMs: 0 }));
  const password = GUEST_CREDENTIALS.password;
  const school = await source.create(
    'schools',
    { name: 'Oakwood Academy', address: ADDRESS, level: 'Primary' },
    password,
  );
  const bursar = async (): Promise<ContractBursar> => ({
    source: actingAsBursar(source),
    password,
    label: accountLabel(DEMO_BURSAR),
  });
  const bankAccount = async () => ({
    bankCode: BANK_CODE,
    accountNumber: '0123456789',
    accountName: DEMO_ACCOUNT_NAME,
  });
  return {
    source,
    password,
    schoolId: school._id,
    chargeCard: async () => undefined,
    bursar,
    viewer: null,
    bankAccount,
    transfer: async (holder, transfer) => {
      await source.simulateTransfer?.(holder, transfer);
    },
    ownOwner: guestSchool,
  };
}

/** A browser of its own, with its own cookies, as the dashboard's. */
function accountBrowser() {
  const apiUrl = process.env.FEES_TEST_API_URL ?? '';
  const jar = cookieFetch(globalThis.fetch, { origin: process.env.FEES_TEST_APP_ORIGIN ?? '' });
  return {
    auth: createAuthApi({ apiUrl, fetch: jar.fetch }),
    source: new ApiSource({ apiUrl: `${apiUrl}/`, fetch: jar.fetch }),
  };
}

/** A new person signed up, verified and made the school's `role` by the owner's invitation. */
async function accountMember(
  owner: DataSource,
  ownerPassword: string,
  schoolId: string,
  role: 'bursar' | 'viewer',
) {
  const { auth, source } = accountBrowser();
  const { email, password, person } = await signUpAccount(auth, role);
  const since = await mailCount();
  await owner.inviteStaff(schoolId, { email, role }, ownerPassword);
  const mail = await readMailedText(email, /invited you/, since);
  const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  if (!token) throw new Error(`The invitation mail has no link: ${mail}`);
  await auth.login({ email, password });
  await source.acceptInvitation(token);
  return { source, password, label: accountLabel(person) };
}

let made = 0;

/**
 * The run's account (scripts/jest/start-test-api.ts), or with `ownOwner` a new one, signed in
 * afresh, with a new school.
 */
export async function accountSchool(ownOwner = false): Promise<ContractSetup> {
  const { auth, source } = accountBrowser();
  const owner = ownOwner
    ? await signUpAccount(auth, 'owner')
    : {
        email: process.env.FEES_TEST_ACCOUNT_EMAIL ?? '',
        password: process.env.FEES_TEST_ACCOUNT_PASSWORD ?? '',
      };
  const { password } = owner;
  await auth.login({ email: owner.email, password });
  made += 1;
  // School names are unique per account, and the account is the run's.
  const name = `Contract Academy ${process.env.JEST_WORKER_ID ?? '1'}${Date.now().toString(36)}${made}`;
  const school = await source.create(
    'schools',
    { name, address: ADDRESS, level: 'Primary' },
    password,
  );
  return {
    source,
    password,
    schoolId: school._id,
    chargeCard: payAtProvider,
    bursar: () => accountMember(source, password, school._id, 'bursar'),
    viewer: () => accountMember(source, password, school._id, 'viewer'),
    bankAccount: async () => {
      // Ten digits of its own a school, so runs and workers never share an account.
      const account = {
        bankCode: BANK_CODE,
        accountNumber: String(Date.now() * 10 + made).slice(-10),
        accountName: 'OKAFOR NGOZI ADAEZE',
      };
      await openBankAccount(account.bankCode, account.accountNumber, account.accountName);
      return account;
    },
    transfer: async (holder, { amount, senderName, narration }) => {
      const account = await source.getTransferAccount(holder);
      if (!account) throw new Error('a transfer needs the transfer account first');
      const answer = await transferAtProvider(account.accountNumber, toKobo(amount), {
        name: senderName,
        narration: narration ?? '',
      });
      if (answer !== 'Transfer recorded') throw new Error(`The API answered: ${answer}`);
    },
    ownOwner: () => accountSchool(true),
  };
}
