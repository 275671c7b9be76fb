import { randomInt } from 'node:crypto';
import type { PaymentProvider, ProviderTransaction } from './payment-provider';

export interface SimulatedProvider extends PaymentProvider {
  /** What the simulated checkout reports when the user clicks its buttons. */
  charge(input: {
    reference: string;
    amount: number;
    outcome: 'success' | 'failed';
  }): ProviderTransaction;
}

/**
 * Development only (FEES_DEV_CHECKOUT=1, no PAYSTACK_SECRET_KEY, not production): the simulated
 * checkout records its charges here and verify answers from them, like the provider would. No real
 * money moves.
 */
export function createSimulatedProvider(): SimulatedProvider {
  const charges = new Map<string, ProviderTransaction>();
  return {
    kind: 'simulated',
    async verify(reference) {
      return charges.get(reference) ?? null;
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
      };
      charges.set(reference, transaction);
      if (charges.size > 10_000) charges.delete(charges.keys().next().value as string);
      return transaction;
    },
  };
}
