import { randomBytes, randomInt } from 'node:crypto';
import type {
  CheckoutInput,
  PaymentProvider,
  ProviderBank,
  ProviderDedicatedAccount,
  ProviderTransaction,
} from './payment-provider';
import { ProviderRefusedError } from './payment-provider';

/** A checkout the server started here, as the simulated checkout resumes it by its access code. */
export interface SimulatedCheckout {
  reference: string;
  /** Kobo. */
  amount: number;
  email: string;
  subaccount: string;
}

export interface SimulatedProvider extends PaymentProvider {
  /** What the simulated checkout reports when the user clicks its buttons. */
  charge(input: {
    reference: string;
    amount: number;
    outcome: 'success' | 'failed';
  }): ProviderTransaction;
  /** The checkout an access code resumes, or null. */
  checkout(accessCode: string): SimulatedCheckout | null;
  /**
   * A parent's transfer into a simulated transfer account: kept for verify, and answered as the
   * data of the `charge.success` notice the provider would send.
   */
  transfer(input: SimulatedTransferInput): Record<string, unknown>;
}

export interface SimulatedTransferInput {
  accountNumber: string;
  /** Kobo. */
  amount: number;
  senderName: string;
  narration: string;
}

/** Labelled so no one mistakes them for a real settlement; the codes are the banks' real ones. */
export const SIMULATED_BANKS: ProviderBank[] = [
  { name: 'Access Bank (simulated)', code: '044' },
  { name: 'Guaranty Trust Bank (simulated)', code: '058' },
  { name: 'Wema Bank (simulated)', code: '035' },
  { name: 'Zenith Bank (simulated)', code: '057' },
];

/** Any ten digits resolve, except those starting 000: a way to try an account that does not. */
export const SIMULATED_ACCOUNT_NAME = 'OKAFOR NGOZI ADAEZE (SIMULATED)';

const MAX_KEPT = 10_000;

/** Keeps a map from growing without end in a long development session. */
function keep<K, V>(map: Map<K, V>, key: K, value: V) {
  map.set(key, value);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value as K);
}

/**
 * Development only (FEES_DEV_CHECKOUT=1, no PAYSTACK_SECRET_KEY, not production): the simulated
 * checkout records its charges here and verify answers from them, like the provider would. No real
 * money moves, and no real bank is asked about an account.
 */
export function createSimulatedProvider(): SimulatedProvider {
  const charges = new Map<string, ProviderTransaction>();
  const checkouts = new Map<string, SimulatedCheckout>();
  const accessCodes = new Map<string, string>();
  const customers = new Map<string, string>();
  const dedicated = new Map<string, ProviderDedicatedAccount>();
  /** Each simulated account's customer and the subaccount it settles to, by its number. */
  const accounts = new Map<string, { customerCode: string; subaccount: string }>();
  const knownBank = (code: string) => SIMULATED_BANKS.some((bank) => bank.code === code);
  return {
    kind: 'simulated',
    async verify(reference) {
      return charges.get(reference) ?? null;
    },
    async listBanks() {
      return SIMULATED_BANKS.map((bank) => ({ ...bank }));
    },
    async resolveAccount(bankCode, accountNumber) {
      if (!knownBank(bankCode) || !/^\d{10}$/.test(accountNumber)) return null;
      return accountNumber.startsWith('000') ? null : SIMULATED_ACCOUNT_NAME;
    },
    async createSubaccount({ bankCode }) {
      if (!knownBank(bankCode)) throw new ProviderRefusedError('Invalid bank code');
      return `ACCT_sim${randomBytes(6).toString('hex')}`;
    },
    async updateSubaccount(_code, { bankCode }) {
      if (!knownBank(bankCode)) throw new ProviderRefusedError('Invalid bank code');
    },
    async initializeCheckout({ email, amount, reference, subaccount }: CheckoutInput) {
      if (checkouts.has(reference))
        throw new ProviderRefusedError('Duplicate Transaction Reference');
      const accessCode = `sim_${randomBytes(8).toString('hex')}`;
      keep(checkouts, reference, { reference, amount, email, subaccount });
      keep(accessCodes, accessCode, reference);
      return {
        accessCode,
        authorizationUrl: '',
        reference,
      };
    },
    async createCustomer({ email }) {
      const code = customers.get(email) ?? `CUS_sim${randomBytes(6).toString('hex')}`;
      keep(customers, email, code);
      return code;
    },
    async createDedicatedAccount({ customerCode, subaccount }) {
      const made = dedicated.get(customerCode) ?? {
        // 99 and the word 'simulated' mark a number no bank will ever take money into.
        accountNumber: `99${randomInt(10_000_000, 99_999_999)}`,
        accountName: 'FEES MANAGER (SIMULATED)',
        bankName: 'Wema Bank (simulated)',
        providerId: String(randomInt(1, 1_000_000_000)),
      };
      keep(dedicated, customerCode, made);
      keep(accounts, made.accountNumber, { customerCode, subaccount });
      return made;
    },
    checkout(accessCode) {
      const reference = accessCodes.get(accessCode);
      return (reference && checkouts.get(reference)) || null;
    },
    transfer({ accountNumber, amount, senderName, narration }) {
      const account = accounts.get(accountNumber);
      const reference = `sim_transfer_${randomBytes(8).toString('hex')}`;
      const transaction: ProviderTransaction = {
        status: 'success',
        reference,
        amount,
        currency: 'NGN',
        transactionNo: String(randomInt(1_000_000_000, 9_999_999_999)),
        message: 'Approved (simulated)',
        subaccountCode: account?.subaccount ?? null,
      };
      keep(charges, reference, transaction);
      return {
        reference,
        amount,
        currency: 'NGN',
        status: 'success',
        channel: 'dedicated_nuban',
        paid_at: new Date().toISOString(),
        authorization: {
          receiver_bank_account_number: accountNumber,
          sender_name: senderName,
          sender_bank: 'Simulated bank',
          narration,
        },
        customer: { customer_code: account?.customerCode ?? '' },
        subaccount: { subaccount_code: account?.subaccount ?? null },
      };
    },
    charge({ reference, amount, outcome }) {
      const existing = charges.get(reference);
      if (existing?.status === 'success') return existing;
      const transaction: ProviderTransaction = {
        status: outcome,
        reference,
        amount,
        currency: 'NGN',
        transactionNo: String(randomInt(1_000_000_000, 9_999_999_999)),
        message: outcome === 'success' ? 'Approved (simulated)' : 'Declined (simulated)',
        // Settles where the server's initialize said, as the provider's would.
        subaccountCode: checkouts.get(reference)?.subaccount ?? null,
      };
      keep(charges, reference, transaction);
      return transaction;
    },
  };
}
