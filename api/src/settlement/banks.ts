import type { Bank } from '@fees/shared-data/core';
import type { PaymentProvider } from '../provider';

/** The provider's bank list changes rarely; it is asked at most once an hour per process. */
export const BANKS_KEPT_MS = 60 * 60 * 1000;

/**
 * The provider's banks, kept in memory for BANKS_KEPT_MS. Requests that find none kept wait on the
 * same question, and a failed one is not kept, so the next request asks again.
 */
export function bankList(provider: PaymentProvider, now = () => Date.now()) {
  let kept: { banks: Bank[]; until: number } | null = null;
  let asking: Promise<Bank[]> | null = null;
  return {
    async banks(): Promise<Bank[]> {
      if (kept && kept.until > now()) return kept.banks;
      asking ??= provider
        .listBanks()
        .then((banks) => {
          const sorted = [...banks].sort((a, b) => a.name.localeCompare(b.name));
          kept = { banks: sorted, until: now() + BANKS_KEPT_MS };
          return sorted;
        })
        .finally(() => {
          asking = null;
        });
      return asking;
    },
  };
}
